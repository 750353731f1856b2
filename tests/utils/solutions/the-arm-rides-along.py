import math


def hand_in_world(robot, mount, lengths, angles):
    X, Y, theta = robot
    x, y = mount[0], mount[1]
    heading = 0.0
    for i in range(len(lengths)):
        heading = heading + angles[i]
        x = x + lengths[i] * math.cos(heading)
        y = y + lengths[i] * math.sin(heading)
    world_x = X + math.cos(theta) * x - math.sin(theta) * y
    world_y = Y + math.sin(theta) * x + math.cos(theta) * y
    world_heading = theta + heading
    while world_heading > math.pi:
        world_heading -= 2 * math.pi
    while world_heading <= -math.pi:
        world_heading += 2 * math.pi
    return (world_x, world_y, world_heading)
