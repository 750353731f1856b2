import math

def gripper(l1, l2, t1, t2):
    elbow_x = l1 * math.cos(t1)
    elbow_y = l1 * math.sin(t1)
    forearm_direction = t1 + t2
    return (elbow_x + l2 * math.cos(forearm_direction), elbow_y + l2 * math.sin(forearm_direction))
