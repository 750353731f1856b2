import math


def bumper_pressed(theta, arc, contacts):
    pressed = []
    for contact in contacts:
        if contact is None:
            pressed.append(False)
            continue
        nx, ny, depth = contact
        bearing = math.atan2(-ny, -nx) - theta       # where the contact point is, seen from the heading
        bearing = math.atan2(math.sin(bearing), math.cos(bearing))
        pressed.append(abs(bearing) <= arc / 2)
    return pressed
