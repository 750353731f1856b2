"""Level 5's pictures in headless Chromium against the real server: a failed visible case of a
route problem draws the lab as a grid with our route and the learner's over it; the learner's own
plot(rows, kind="grid") on Run draws the occupancy map. Desktop and phone sizes."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.utils.browser_steps import set_code, sign_up
from tests.utils.solutions import solution_for

pytestmark = [pytest.mark.browser]

JUMPS_STRAIGHT_THERE = "def plan_route(plan, radius, start, goal):\n    return [start, goal]\n"




def chart_of(canvas):
    return canvas.evaluate("""c => { const chart = window.Chart.getChart(c);
        return { labels: chart.data.datasets.map(d => d.label), points: chart.data.datasets.map(d => d.data.length),
                 cells: chart.options.plugins.gridPainter.cells, reverse: chart.options.scales.y.reverse }; }""")


@pytest.mark.parametrize("viewport", [{"width": 1366, "height": 900}, {"width": 390, "height": 844}])
def test_a_failed_route_is_drawn_over_the_lab_ours_against_yours(live_server, page: Page, viewport, tmp_path):
    page.set_viewport_size(viewport)
    sign_up(page, live_server.url, f"rover{viewport['width']}")
    page.goto(f"{live_server.url}/problems/a-with-room-to-spare")
    if viewport["width"] < 700:  # on a phone the statement and the code are tabs
        page.get_by_role("tab", name="Code and results").click()
    set_code(page, JUMPS_STRAIGHT_THERE)
    page.get_by_role("button", name="Run").click()
    failed = page.locator("details.case.is-fail").first
    expect(failed).to_be_visible(timeout=60_000)
    canvas = failed.locator(".case-picture figure[data-kind='grid'] canvas")
    expect(canvas).to_be_visible()
    drawn = chart_of(canvas)
    assert len(drawn["cells"]) == 9 and len(drawn["cells"][0]) == 16 and drawn["reverse"] is True
    assert drawn["labels"] == ["our route", "your route"] and drawn["points"][1] == 2 and drawn["points"][0] > 2
    assert any(level == 255 for row in drawn["cells"] for level in row)  # the benches, black
    box = canvas.bounding_box()
    assert box["width"] <= viewport["width"] and box["height"] > 100
    page.screenshot(path=str(tmp_path / f"route-{viewport['width']}.png"), full_page=True)


def test_the_learners_plot_draws_the_occupancy_map_on_run(live_server, page: Page):
    sign_up(page, live_server.url, "nightshift")
    page.goto(f"{live_server.url}/problems/the-night-shift-draws-the-map")
    code = solution_for("the-night-shift-draws-the-map")
    assert 'kind="grid"' in code
    set_code(page, code)
    page.get_by_role("button", name="Run").click()
    first = page.locator("details.case").first
    expect(first.locator(".pill-good")).to_be_visible(timeout=60_000)
    canvas = first.locator(".outputs figure[data-kind='grid'] canvas").first
    expect(canvas).to_be_visible()
    cells = chart_of(canvas)["cells"]
    assert (len(cells), len(cells[0])) == (5, 8)  # the first example's map: 5 rows of 8 cells
    levels = {level for row in cells for level in row}
    assert 128 in levels and min(levels) < 128 < max(levels)  # unknown grey, freed lighter, hit darker
