from collections import deque

STEP = {"N": (-1, 0), "E": (0, 1), "S": (1, 0), "W": (0, -1)}
LEFT = {"N": "W", "W": "S", "S": "E", "E": "N"}
RIGHT = {"N": "E", "E": "S", "S": "W", "W": "N"}


def fewest_commands(plan, start, heading, goal, arrive):
    rows, cols = len(plan), len(plan[0])

    def free(r, c):
        return 0 <= r < rows and 0 <= c < cols and plan[r][c] == "."

    start, goal = tuple(start), tuple(goal)
    if not free(*start) or not free(*goal):
        return None
    first = (start, heading)
    dist = {first: 0}
    came_from = {first: None}
    queue = deque([first])
    while queue:
        state = queue.popleft()
        (r, c), h = state
        d = dist[state]
        if (r, c) == goal and (arrive is None or h == arrive):
            route = []
            while state is not None:
                if not route or route[-1] != state[0]:
                    route.append(state[0])
                state = came_from[state]
            route.reverse()
            return (d, route)
        dr, dc = STEP[h]
        steps = []
        if free(r + dr, c + dc):
            steps.append((((r + dr, c + dc), h), 0))
        steps.append((((r, c), LEFT[h]), 1))
        steps.append((((r, c), RIGHT[h]), 1))
        for nxt, cost in steps:
            if d + cost < dist.get(nxt, float("inf")):
                dist[nxt] = d + cost
                came_from[nxt] = state
                if cost == 0:
                    queue.appendleft(nxt)
                else:
                    queue.append(nxt)
    return None
