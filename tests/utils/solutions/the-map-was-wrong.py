from collections import deque

ORDER = [(0, 1), (-1, 0), (1, 0), (0, -1)]   # E, N, S, W


def plan(truth, blocked, start, goal):
    rows, cols = len(truth), len(truth[0])
    dist = {goal: 0}
    queue = deque([goal])
    while queue:
        r, c = queue.popleft()
        for dr, dc in ORDER:
            n = (r + dr, c + dc)
            if 0 <= n[0] < rows and 0 <= n[1] < cols and n not in blocked and n not in dist:
                dist[n] = dist[(r, c)] + 1
                queue.append(n)
    if start not in dist:
        return None
    route = [start]
    while route[-1] != goal:
        r, c = route[-1]
        for dr, dc in ORDER:
            n = (r + dr, c + dc)
            if dist.get(n) == dist[(r, c)] - 1:
                route.append(n)
                break
    return route


def drive_and_replan(truth, start, goal):
    rows, cols = len(truth), len(truth[0])
    start, goal = tuple(start), tuple(goal)
    blocked = set()
    here = start
    driven = [start]
    replans = 0
    route = plan(truth, blocked, here, goal)
    while here != goal:
        r, c = here
        found = set()
        for dr, dc in ORDER:
            n = (r + dr, c + dc)
            if 0 <= n[0] < rows and 0 <= n[1] < cols and truth[n[0]][n[1]] == "#" and n not in blocked:
                found.add(n)
        blocked |= found
        if found & set(route):
            replans += 1
            route = plan(truth, blocked, here, goal)
            if route is None:
                break
        here = route[route.index(here) + 1]
        driven.append(here)
    return driven, replans
