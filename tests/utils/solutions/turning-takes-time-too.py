import heapq

STEP = {"N": (-1, 0), "E": (0, 1), "S": (1, 0), "W": (0, -1)}
LEFT = {"N": "W", "W": "S", "S": "E", "E": "N"}
RIGHT = {"N": "E", "E": "S", "S": "W", "W": "N"}


def fastest_plan(plan, start, facing, goal, arrive, times):
    rows, cols = len(plan), len(plan[0])

    def free(r, c):
        return 0 <= r < rows and 0 <= c < cols and plan[r][c] == "."

    start, goal = tuple(start), tuple(goal)
    if not free(*start) or not free(*goal):
        return None
    first = (start, facing)
    best = {first: 0.0}
    came_from = {first: None}
    heap = [(0.0, first)]
    while heap:
        t, state = heapq.heappop(heap)
        if t > best[state]:
            continue
        (r, c), h = state
        if (r, c) == goal and (arrive is None or h == arrive):
            actions = []
            while came_from[state] is not None:
                state, action = came_from[state]
                actions.append(action)
            actions.reverse()
            return (t, actions)
        options = [("left", (r, c), LEFT[h], times["turn"]),
                   ("right", (r, c), RIGHT[h], times["turn"])]
        dr, dc = STEP[h]
        if free(r + dr, c + dc):
            options.append(("ahead", (r + dr, c + dc), h, times["ahead"]))
        if free(r - dr, c - dc):
            options.append(("back", (r - dr, c - dc), h, times["back"]))
        for action, cell, heading, dt in options:
            nxt = (cell, heading)
            if t + dt < best.get(nxt, float("inf")):
                best[nxt] = t + dt
                came_from[nxt] = (state, action)
                heapq.heappush(heap, (t + dt, nxt))
    return None
