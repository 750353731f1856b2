"""Lesson sections 9 and 10: a recorded open-loop route around a post and a box, and replay: the
same seed gives the same log byte for byte, another seed other noise."""

import math

from reference.sim import Recorder, Simulator, World, ascii_map, clamp, run

ARENA = World(3.0, 2.0)


def drive_script(sim, script, recorder, dt_s=0.02):
    """Open-loop driving: a list of (left duty, right duty, seconds) steps (lesson section 9)."""
    for left, right, seconds in script:
        sim.set_duty(left, right)
        for _ in range(int(round(seconds / dt_s))):
            sim.advance(dt_s)
            recorder.record(sim)
    sim.set_duty(0.0, 0.0)


def scripted_route():
    course = World(3.0, 2.0)
    course.add_box(1.9, 0.5, 2.2, 1.1)
    course.add_circle(1.1, 1.4, 0.2)
    sim = Simulator(course, seed=2, pose=(0.3, 0.5, 0.0))
    rec = Recorder()
    drive_script(sim, [(0.6, 0.6, 4.8), (0.36, 0.6, 2.454), (0.6, 0.6, 2.92), (0.323, 0.6, 2.127),
                       (0.6, 0.6, 1.67)], rec)
    return course, sim, rec


def test_the_scripted_route_has_the_lessons_numbers():
    course, sim, rec = scripted_route()
    rows = rec.to_csv().splitlines()
    assert rows[0] == "t_s,x_m,y_m,theta_rad,vl_mps,vr_mps,range_m,ticks_l,ticks_r,bump"
    first = [row.split(",") for row in rows[1:4]]
    # "the true wheel speed climbs 0.053, 0.094, 0.127 m/s ... and the tick counts 1, 6, 12"
    assert [round(float(cells[4]), 3) for cells in first] == [0.053, 0.094, 0.127]
    assert [int(cells[7]) for cells in first] == [1, 6, 12]
    # "an end pose with the heading 179.9 degrees", clear of the post and the box
    assert "%.1f" % math.degrees(sim.pose()[2]) == "179.9" and sim.bumps == 0
    picture = ascii_map(course, rec.path(), cols=60).splitlines()
    assert len(picture) == 20 and picture[0] == "#" * 60
    assert sum(line.count("S") for line in picture) == 1 and sum(line.count("E") for line in picture) == 1


def test_ascii_map_draws_walls_posts_and_the_path_with_y_up():
    world = World(3.0, 1.0)                          # 30 columns of 0.1 m, rows of 0.2 m
    world.add_circle(2.0, 0.5, 0.15)
    picture = ascii_map(world, [(0.5, 0.3), (1.0, 0.3), (1.5, 0.7)], cols=30)
    assert picture == "\n".join([
        "##############################",
        "#              E  ####       #",
        "#                 #  #       #",
        "#    S    *       ####       #",
        "##############################",
    ])


class StopAtTheLine:
    """A stand-in for the Robot of Programming for Robotics 1, which this lesson uses but does not
    list: cruise at 0.30 m/s, slow down in proportion to the range from 0.60 m, stop at 0.25 m."""

    CRUISE_SPEED_MPS, SLOW_RANGE_M, STOP_RANGE_M = 0.30, 0.60, 0.25

    def __init__(self, hw):
        self.hw = hw

    def update(self, dt_s):
        range_m = self.hw.range_m()
        share = 1.0 if range_m is None else (range_m - self.STOP_RANGE_M) / (self.SLOW_RANGE_M - self.STOP_RANGE_M)
        duty = self.CRUISE_SPEED_MPS * clamp(share, 0.0, 1.0) / 0.40
        self.hw.set_duty(duty, duty)


def wall_run(seed, seconds=14.0):
    sim = Simulator(ARENA, seed=seed, pose=(0.3, 1.0, 0.0))
    rec = Recorder()
    run(sim, StopAtTheLine(sim), seconds, 0.02, rec)
    return sim, rec


def test_the_robot_stops_before_the_wall():
    sim, rec = wall_run(1)
    gap_m = 3.0 - (sim.pose()[0] + sim.params.body_radius_m)
    assert sim.bumps == 0
    assert gap_m > 0.20
    assert max(row[4] for row in rec.rows) <= StopAtTheLine.CRUISE_SPEED_MPS + 0.005


def test_same_seed_same_log_byte_for_byte():
    first = wall_run(5)[1].to_csv()
    second = wall_run(5)[1].to_csv()
    assert first == second
    assert len(first.splitlines()) == 701            # the lesson: 701 identical lines


def test_another_seed_other_noise():
    first = wall_run(5)[1].to_csv().splitlines()
    other = wall_run(6)[1].to_csv().splitlines()
    differing = sum(1 for a, b in zip(first, other) if a != b)
    assert differing == 700                          # the lesson: all but the header differ


def test_a_missing_reading_is_an_empty_cell():
    sim = Simulator(World(30.0, 2.0), pose=(0.3, 1.0, 0.0))      # the east wall is beyond 4 m
    rec = Recorder()
    sim.advance(0.02)
    rec.record(sim)
    assert rec.to_csv().splitlines()[1] == "0.02000,0.30000,1.00000,0.00000,0.00000,0.00000,,0,0,0"
