"""A controller submission's result page, in headless Chromium against the real server.

The runs come from the real simulator (tests/utils/controller_runs.py); the submission is written
through the services into the server's own SQLite file, as a grading worker would, and the page
must draw every run: the arena from above, the range and the wheel speeds over time, the metrics,
failing scenarios first, and an overview strip of thumbnails that jumps to a scenario.

RUNS_SCREENSHOTS=/some/dir keeps the screenshots the tests take (else they go to a temporary dir).
"""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect
from sqlalchemy import select

from app.db import Database
from app.models import ProblemRow, User
from app.services import submissions
from grader.contract import GradingResult
from tests.browser.conftest import start_server, stop_server
from tests.utils.controller_runs import SCENARIOS, grading_result, many_scenarios

pytestmark = pytest.mark.browser

SLUG = "where-the-gripper-lands"   # any problem row will do: the page draws whatever cases it gets
PASSWORD = "correct horse battery"
CODE = """def update(robot, dt_s):
    r = robot.range_m()
    duty = 0.8 if r is None else max(-0.3, min(0.8, 1.5 * (r - 0.2)))
    robot.set_duty(duty, duty)
"""


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    workdir = tmp_path_factory.mktemp("runs-server")
    live = start_server(workdir)
    live.database_url = f"sqlite:///{(workdir / 'app.db').resolve()}"
    yield live
    stop_server(live)


@pytest.fixture(scope="module")
def result() -> dict:
    return grading_result()


@pytest.fixture
def shots(tmp_path) -> Path:
    folder = Path(os.environ.get("RUNS_SCREENSHOTS") or tmp_path)
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def sign_up(page: Page, base_url: str, username: str) -> None:
    """Through the API, in the page's own context, so the page is signed in."""
    response = page.request.post(f"{base_url}/api/auth/register", data={"username": username, "password": PASSWORD})
    assert response.status == 201, response.text()


def store(database_url: str, username: str, result: dict) -> int:
    """Accepted, claimed and recorded through the services, as a grading worker does."""
    db = Database(database_url)
    try:
        with db.session() as session:
            user = session.scalar(select(User).where(User.username == username))
            problem = session.scalar(select(ProblemRow).where(ProblemRow.slug == SLUG))
            submission = submissions.accept(session, user, problem, CODE)
            claim = submissions.claim(session, submission.id, lease_s=60)
            assert submissions.record_result(session, claim, GradingResult.model_validate(result), max_attempts=3)
            return submission.id
    finally:
        db.dispose()


def chart_points(canvas) -> list[int] | None:
    """The number of points of each dataset of the Chart.js chart on `canvas` (None: no chart)."""
    return canvas.evaluate("c => { const chart = window.Chart.getChart(c);"
                           " return chart ? chart.data.datasets.map(d => d.data.length) : null; }")


def test_every_run_drawn_failing_first(server, page: Page, result: dict, shots: Path):
    sign_up(page, server.url, "rosa")
    submission_id = store(server.database_url, "rosa", result)
    page.goto(f"{server.url}/submissions/{submission_id}")
    expect(page.locator("#result .verdict")).to_contain_text("Wrong answer")

    cases = result["cases"]
    failing = [c["name"] for c in cases if not c["passed"]]
    passing = [c["name"] for c in cases if c["passed"]]
    assert len(failing) == 3 and len(passing) == 3  # the generator's mix, which this test relies on

    # Cards: failing first, in their order, then passing; only the first failing one open.
    cards = page.locator(".runs > .cases > details.case")
    expect(cards).to_have_count(len(cases))
    assert [n.strip() for n in cards.locator(".case-name").all_inner_texts()] == failing + passing
    assert [cards.nth(i).evaluate("d => d.open") for i in range(len(cases))] == [True] + [False] * (len(cases) - 1)
    for i in range(len(failing)):
        expect(cards.nth(i)).to_have_class("case is-fail")
        expect(cards.nth(i).locator(".pill")).to_have_text("Wrong answer")

    # The overview strip: one thumbnail a scenario, in the same order, red border then green.
    thumbs = page.locator(".run-strip .run-thumb")
    expect(thumbs).to_have_count(len(cases))
    assert [t.strip() for t in thumbs.locator(".run-thumb-label").all_inner_texts()] == failing + passing
    assert [("is-fail" in (thumbs.nth(i).get_attribute("class") or "")) for i in range(len(cases))] == \
        [True] * len(failing) + [False] * len(passing)
    assert thumbs.first.evaluate("b => getComputedStyle(b).borderTopColor") != \
        thumbs.last.evaluate("b => getComputedStyle(b).borderTopColor")

    by_name = {c["name"]: c for c in cases}
    first = by_name[failing[0]]
    card = cards.first
    # The metrics, as a key/value list with units from the names' suffixes.
    metrics = card.locator(".run-metrics .run-metric")
    expect(metrics).to_have_count(len(first["run"]["metrics"]))
    expect(card.locator(".run-metric", has_text="final gap").locator("dd")).to_have_text(
        f"{first['run']['metrics']['final_gap_m']:.3f}".rstrip("0") + " m")
    expect(card.locator(".case-message")).to_have_text(first["message"])

    # The arena: accessible, walls and box, the post, the paint, the path, start and end, contacts.
    arena = card.locator(".run-arena svg.arena")
    expect(arena).to_have_attribute("role", "img")
    expect(arena.locator("title").first).to_contain_text(first["name"])
    expect(arena.locator("desc")).to_contain_text("3 m by 2 m arena with 8 wall segments")
    world = first["run"]["world"]
    assert arena.locator(".arena-wall").get_attribute("d").count("M") == len(world["segments"]) == 8
    expect(arena.locator(".arena-post")).to_have_count(len(world["circles"]))
    expect(arena.locator(".arena-paint")).to_have_count(len(world["lines"]))
    points = arena.locator(".arena-path").get_attribute("points").split()
    assert len(points) == len(first["run"]["x_m"]) > 200
    # y is up: the SVG y of a point is (top - y) * 100, x is (x - left) * 100, the same scale.
    geometry = arena.evaluate("""svg => {
        const vb = svg.viewBox.baseVal, r = svg.getBoundingClientRect();
        const start = svg.querySelector('.arena-start circle'), end = svg.querySelector('.arena-end circle');
        return {vbw: vb.width, vbh: vb.height, w: r.width, h: r.height,
                start: [+start.getAttribute('cx'), +start.getAttribute('cy'), +start.getAttribute('r')],
                end: [+end.getAttribute('cx'), +end.getAttribute('cy'), +end.getAttribute('r')],
                startTick: !!svg.querySelector('.arena-start line'), endTick: !!svg.querySelector('.arena-end line')};
    }""")
    assert geometry["w"] / geometry["vbw"] == pytest.approx(geometry["h"] / geometry["vbh"], rel=0.01)
    run = first["run"]
    (sx, sy), (ex, ey) = [tuple(float(v) for v in points[i].split(",")) for i in (0, -1)]
    assert (sx, sy) == pytest.approx(tuple(geometry["start"][:2]), abs=0.11)
    assert (ex, ey) == pytest.approx(tuple(geometry["end"][:2]), abs=0.11)
    assert ex - sx == pytest.approx((run["x_m"][-1] - run["x_m"][0]) * 100, abs=0.2)
    assert sy - ey == pytest.approx((run["y_m"][-1] - run["y_m"][0]) * 100, abs=0.2)
    assert geometry["start"][2] == geometry["end"][2] == pytest.approx(run["body_radius_m"] * 100)
    assert geometry["startTick"] and geometry["endTick"]
    expect(card.locator(".arena-legend")).to_contain_text("start")

    # Contacts: red crosses exactly in the runs that touched something.
    for i, name in enumerate(failing + passing):
        crosses = cards.nth(i).locator(".run-arena .arena-contact")
        if by_name[name]["run"]["contacts"]:
            assert crosses.count() >= 1, name
        else:
            assert crosses.count() == 0, name
    assert any(by_name[n]["run"]["contacts"] for n in failing)

    # Charts: drawn for the open card, with every sample; not yet for the closed ones.
    canvases = card.locator(".run-chart canvas")
    expect(canvases).to_have_count(2)
    n = len(run["t_s"])
    assert chart_points(canvases.nth(0)) == [n]
    assert chart_points(canvases.nth(1)) == [n, n]
    assert canvases.nth(0).evaluate("c => c.width") > 100
    guides = canvases.nth(0).evaluate("c => window.Chart.getChart(c).options.plugins.guideLines.guides.map(g => g.y)")
    assert guides == pytest.approx([g["y"] for g in run["guides"]["range_m"]])
    for i in range(1, len(cases)):
        assert chart_points(cards.nth(i).locator(".run-chart canvas").first) is None
    page.screenshot(path=str(shots / "runs-submission.png"), full_page=True)

    # A thumbnail jumps to its scenario: the card opens, comes into view, and draws its charts.
    target = passing[-1]
    thumbs.nth(len(cases) - 1).click()
    last = cards.nth(len(cases) - 1)
    expect(last).to_have_js_property("open", True)
    expect(last).to_be_in_viewport()
    page.wait_for_function("c => window.Chart.getChart(c)", arg=last.locator(".run-chart canvas").first.element_handle())
    short_range = by_name[target]["run"]
    assert chart_points(last.locator(".run-chart canvas").first) == [len(short_range["t_s"])]
    # The short-range sensor read nothing at first: those samples are gaps, not zeros.
    nulls = last.locator(".run-chart canvas").first.evaluate(
        "c => window.Chart.getChart(c).data.datasets[0].data.filter(p => p.y === null).length")
    assert nulls == sum(r is None for r in short_range["range_m"]) > 0
    assert "no reading in" in last.locator(".run-chart canvas").first.get_attribute("aria-label")
    last.scroll_into_view_if_needed()
    last.screenshot(path=str(shots / "runs-short-range-card.png"))

    # Hovering a chart moves the ghost body along the path.
    cursor = last.locator(".arena-cursor")
    expect(cursor).to_have_attribute("visibility", "hidden")
    box = last.locator(".run-chart canvas").nth(1).bounding_box()
    page.mouse.move(box["x"] + box["width"] * 0.6, box["y"] + box["height"] * 0.5)
    expect(cursor).to_have_attribute("visibility", "visible")
    last.screenshot(path=str(shots / "runs-hover.png"))


def test_twenty_runs_stay_fast(server, page: Page, shots: Path):
    result = grading_result(many_scenarios(20))
    for case in result["cases"]:
        assert len(case["run"]["t_s"]) <= 240
    sign_up(page, server.url, "sam")
    submission_id = store(server.database_url, "sam", result)
    started = time.monotonic()
    page.goto(f"{server.url}/submissions/{submission_id}")
    expect(page.locator(".run-strip .run-thumb")).to_have_count(20)
    expect(page.locator(".runs .run-arena svg.arena")).to_have_count(20)
    elapsed = time.monotonic() - started
    # Only the open card's two charts are drawn; the other 19 wait until they are opened.
    drawn = page.evaluate("() => [...document.querySelectorAll('canvas')].filter(c => window.Chart.getChart(c)).length")
    assert drawn == 2
    assert elapsed < 5, f"the page took {elapsed:.1f} s to draw 20 runs"
    page.screenshot(path=str(shots / "runs-twenty.png"), full_page=True)


def test_problem_page_code_pane_fits(server, page: Page, result: dict, shots: Path):
    """The same result on the problem page, in its narrower code pane: nothing spills sideways."""
    sign_up(page, server.url, "ines")
    submission_id = store(server.database_url, "ines", result)
    page.goto(f"{server.url}/problems/{SLUG}")
    sub = page.request.get(f"{server.url}/api/submissions/{submission_id}").json()
    page.evaluate("""sub => import('/static/js/results.js').then(m =>
        m.renderSubmission(document.getElementById('result'), sub, 'update'))""", sub)
    expect(page.locator("#result .run-strip .run-thumb")).to_have_count(len(SCENARIOS))
    card = page.locator("#result .runs details.case").first
    expect(card.locator(".run-chart canvas").first).to_be_visible()
    reach = page.locator("#result").evaluate("""r => [r.getBoundingClientRect().right,
        Math.max(...[...r.querySelectorAll('*')].map(e => e.getBoundingClientRect().right))]""")
    assert reach[1] <= reach[0] + 1, reach
    page.locator("#result").screenshot(path=str(shots / "runs-problem-page.png"))


    # Run (the examples): every example open with its drawings and charts, no overview strip.
    examples = [{**case, "kind": "example"} for case in result["cases"][:2]]
    page.evaluate("""examples => import('/static/js/results.js').then(m => m.renderRun(
        document.getElementById('result'), {outcome: 'graded', examples, stdout: '', plots: []}, 'Robot'))""", examples)
    expect(page.locator("#result details.case[open] .run-arena svg.arena")).to_have_count(2)
    expect(page.locator("#result .run-strip")).to_have_count(0)
    canvases = page.locator("#result .run-chart canvas")
    expect(canvases).to_have_count(4)
    page.wait_for_function("() => [...document.querySelectorAll('#result canvas')]"
                           ".every(c => window.Chart.getChart(c))")


def test_thin_or_odd_runs_still_render(server, page: Page):
    """A run with nothing in it, or with holes (no pose, no reading, no world), draws what it can."""
    sign_up(page, server.url, "odd.runs")
    page.goto(f"{server.url}/problems/{SLUG}")
    holes = {"world": {"width_m": 2.0, "height_m": 1.0, "segments": [[0, 0, 2, 0], [2, 0, "x", 1]]},
             "t_s": [0, 0.5, 1.0, 1.5], "x_m": [0.2, None, 0.6, 0.8], "y_m": [0.5, 0.5, 0.5, 0.5],
             "theta_rad": [0, 0, None, 0], "range_m": [None, None, None, None], "left_mps": [0.1] * 4,
             "contacts": [[1.5, 0.8, 0.5]], "metrics": {"odd": "text", "missing_m": None}}
    cases = [{"name": "empty", "kind": "named", "passed": False, "verdict": "runtime_error", "run": {}},
             {"name": "holes", "kind": "random", "passed": True, "verdict": "accepted", "run": holes}]
    page.evaluate("""cases => import('/static/js/results.js').then(m => m.renderSubmission(
        document.getElementById('result'), {id: 1, status: 'graded', verdict: 'runtime_error', cases, plots: []},
        'Robot'))""", cases)
    expect(page.locator("#result .run-thumb")).to_have_count(2)
    page.locator("#result .run-thumb").nth(1).click()
    card = page.locator("#result details.case").nth(1)
    expect(card.locator(".arena-path")).to_have_count(2)          # broken where the pose is missing
    expect(card.locator(".arena-contact")).to_have_count(1)
    expect(card.locator(".run-metric", has_text="missing")).to_contain_text("—")
    page.wait_for_function("() => [...document.querySelectorAll('#result canvas')]"
                           ".filter(c => window.Chart.getChart(c)).length === 4")
