"""Our simulator against the lesson's own listing (kept in bench/sim_baseline.py as the speed
yardstick), pass for pass, on random worlds, robots, sensors and drives: every reading, pose,
contact and counter must be the same float, bit for bit. Code written for the lesson's sim.py
then prints the same numbers on ours, whatever it does."""

import math
import random

import pytest

import bench.sim_baseline as listing
import reference.sim as ours


def build(sim_module, recipe):
    """A world, a simulator and its sensors from a recipe of plain values."""
    world = sim_module.World(*recipe["arena"])
    for box in recipe["boxes"]:
        world.add_box(*box)
    for post in recipe["posts"]:
        world.add_circle(*post)
    for points, width_m in recipe["lines"]:
        world.add_line(points, width_m)
    sim = sim_module.Simulator(world, params=sim_module.RobotParams(**recipe["params"]), seed=recipe["seed"],
                               pose=recipe["pose"], physics_dt_s=recipe["physics_dt_s"],
                               integrator=recipe["integrator"], **recipe["front"])
    sim.add_range_sensor("side", **recipe["side"])
    return sim


def random_recipe(rng):
    return {
        "arena": (3.0, 2.0),
        "boxes": [(1.9, 0.5, 2.2, 1.1)] if rng.random() < 0.7 else [],
        "posts": [(rng.uniform(0.5, 2.5), rng.uniform(0.4, 1.6), rng.uniform(0.03, 0.2))],
        "lines": [([(0.2, 1.0), (1.5, rng.uniform(0.5, 1.5)), (2.8, 1.0)], 0.02)],
        "params": {"tau_s": rng.choice([0.0, 0.08, 0.15]), "scale_right": rng.choice([1.0, 1.01, 0.98]),
                   "track_width_m": rng.choice([0.150, 0.155])},
        "seed": rng.randrange(1000),
        "pose": (rng.uniform(0.3, 1.5), rng.uniform(0.3, 1.7), rng.uniform(-math.pi, math.pi)),
        "physics_dt_s": rng.choice([0.005, 0.005, 0.002, 0.02]),
        "integrator": rng.choice(["arc", "arc", "midpoint", "euler"]),
        "front": {"period_s": rng.choice([0.0, 0.025, 0.1]), "latency_s": rng.choice([0.0, 0.05, 0.3]),
                  "fov_rad": rng.choice([0.0, 0.5]), "n_rays": rng.choice([1, 1, 7]),
                  "min_range_m": rng.choice([0.02, 0.1]), "max_range_m": rng.choice([1.0, 4.0])},
        "side": {"mount": (0.03, 0.05, math.pi / 2), "sigma_m": 0.002},
    }


def random_drive(rng):
    """Held (left, right) duties: mostly forward and gently turning, so the robot meets walls, the
    box and the post and keeps pushing; sometimes backing off or turning on the spot."""
    duties = []
    for _ in range(8):
        speed = rng.uniform(0.5, 1.2) if rng.random() < 0.7 else rng.choice([-0.5, 0.0])
        turn = rng.uniform(-0.15, 0.15)
        duties += [(speed - turn, speed + turn)] * rng.randrange(40, 120)
    return duties


def trace(sim, duties, dt_s):
    """Everything the simulator says, pass by pass, under a list of (left, right) duties."""
    rows = []
    for left, right in duties:
        sim.set_duty(left, right)
        sim.advance(dt_s)
        rows.append((sim.now_s(), sim.pose(), sim.model.true_speeds_mps(), sim.ticks(), sim.range_m(),
                     sim.range_of("side"), sim.line(), sim.bump(), sim.contact, sim.bumps, sim.world.ray_tests))
    return rows


@pytest.mark.parametrize("scenario", range(24))
def test_every_pass_is_the_listings_bit_for_bit(scenario):
    rng = random.Random(scenario)
    recipe = random_recipe(rng)
    dt_s = rng.choice([0.02, 0.02, 0.013])
    duties = random_drive(rng)
    assert trace(build(ours, recipe), duties, dt_s) == trace(build(listing, recipe), duties, dt_s)


def test_the_drawing_and_the_log_are_the_listings():
    rng = random.Random(99)
    recipe = random_recipe(rng)
    texts = []
    for sim_module in (ours, listing):
        sim = build(sim_module, recipe)
        rec = sim_module.Recorder()
        sim.set_duty(0.7, 0.5)
        for _ in range(200):
            sim.advance(0.02)
            rec.record(sim)
        texts.append((rec.to_csv(), sim_module.ascii_map(sim.world, rec.path(), cols=47)))
    assert texts[0] == texts[1]
