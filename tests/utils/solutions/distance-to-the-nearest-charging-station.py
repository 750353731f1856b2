from collections import deque


def nearest_station(plan, robots):
    rows, cols = len(plan), len(plan[0])
    dist = {}
    todo = deque()
    for r in range(rows):
        for c in range(cols):
            if plan[r][c] == "C":
                dist[(r, c)] = 0
                todo.append((r, c))
    while todo:
        r, c = todo.popleft()
        for rr, cc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if 0 <= rr < rows and 0 <= cc < cols and plan[rr][cc] in ".C" and (rr, cc) not in dist:
                dist[(rr, cc)] = dist[(r, c)] + 1
                todo.append((rr, cc))
    answers = []
    for r, c in robots:
        answers.append(dist.get((r, c)))
    return answers
