# The rig's wiring and robot: the one file to edit when a rig is built differently.
# MicroPython; GP numbers of the Raspberry Pi Pico. Read by rigseam.py (and, for the robot's
# numbers, by the emulated rig's simulated world in simworld.py).

# Motor driver (one PWM pin and one direction pin per wheel, e.g. a DRV8833 in phase/enable mode).
LEFT_PWM = 2
LEFT_DIR = 3
RIGHT_PWM = 6
RIGHT_DIR = 7
PWM_FREQ_HZ = 20000
# A wheel wired the other way round drives backwards at a positive duty: flip it here.
LEFT_REVERSED = False
RIGHT_REVERSED = True

# Quadrature encoders: channel A raises an interrupt, channel B gives the direction.
LEFT_ENC_A = 10
LEFT_ENC_B = 11
RIGHT_ENC_A = 12
RIGHT_ENC_B = 13

# Ultrasonic range sensor (HC-SR04 style): a 10 us pulse on TRIG, the echo's width on ECHO.
RANGE_TRIG = 16
RANGE_ECHO = 17
RANGE_FORWARD_M = 0.07        # ahead of the wheel axle's centre
RANGE_MAX_M = 4.0
SOUND_MPS = 343.0

# Line sensors (digital, 1 over the line) from left to right, and the front bumper (to ground).
LINE_PINS = (26, 27)
BUMP_PIN = 22
LED_PIN = 25

# The robot, as the lessons' default robot (reference/sim): the emulated rig simulates these.
TICKS_PER_TURN = 600
WHEEL_RADIUS_M = 0.0325
TRACK_M = 0.15
TOP_SPEED_MPS = 0.40
MOTOR_TAU_S = 0.08
BODY_RADIUS_M = 0.09
