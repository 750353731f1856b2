"""A Bumper Over the Front Half: reference.sim's BumpSensor asked about each contact
(reference.sim_practice.sensors.bumper_readings)."""

import math

from reference.angles import wrap
from reference.sim_practice.sensors import bumper_readings

EDGE_CLEARANCE_RAD = 1e-6   # a drawn contact keeps this far from the arc's edges


def bumper_pressed(theta, arc, contacts):
    return bumper_readings(theta, arc, contacts)


def generate(rng):
    """A heading anywhere in (-pi, pi], a bumper over 60 to 360 degrees, and 1 to 10 contacts from
    all round the body (now and then no contact at all), normals rounded to 6 places."""
    theta = round(rng.uniform(-math.pi, math.pi), 4)
    arc = rng.choice((math.pi, round(rng.uniform(math.radians(60), 2 * math.pi), 4)))
    count, contacts = rng.randint(1, 10), []
    while len(contacts) < count:
        if rng.random() < 0.1:
            contacts.append(None)
            continue
        direction = rng.uniform(-math.pi, math.pi)           # from the robot's centre to the contact point
        nx, ny = round(-math.cos(direction), 6), round(-math.sin(direction), 6)
        bearing = abs(wrap(math.atan2(-ny, -nx) - theta))
        if abs(bearing - arc / 2) > EDGE_CLEARANCE_RAD:
            contacts.append([nx, ny, round(rng.uniform(0.0001, 0.005), 4)])
    return [theta, arc, contacts]
