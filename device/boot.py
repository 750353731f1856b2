# Runs first at every power-up and hard reset of the rig's Pico (MicroPython): the motor pins
# low before anything else, so a robot that was reset mid-run stands still.
import config
from machine import Pin

for _pin in (config.LEFT_PWM, config.RIGHT_PWM):
    Pin(_pin, Pin.OUT, value=0)
