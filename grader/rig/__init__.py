"""The Pico test rig: a stored submission replayed on a Raspberry Pi Pico over USB serial.

- device/ (at the repository's root): the MicroPython program on the board: the hardware seam over
  its pins (pin map in device/config.py), the runner (50 Hz, telemetry records), a self test.
- repl.py: the raw REPL over pyserial; transcript.py: every byte of a job, kept; records.py: the
  runner's records, read strictly (the line also carries whatever the learner's code prints).
- device_program.py: installs and checks the device program on the board's flash.
- rig.py: one board, one job at a time: reset, upload, run with a wall-clock limit, Ctrl-C, hard
  reset if still stuck, out of service when it stops answering; its known-good health check.
- emulator.py: the emulated rig (the real MicroPython interpreter on a pty behind a relay).
"""
