"""Which programs share more than chance would give, by copydetect (the winnowing of MOSS): each
program's tokens with names, strings and layout filtered out, fingerprinted by its k-grams; a pair
shares the fingerprints both hold, less the boilerplate (the starter code's, and those most
programs of the problem hold). Pure: code in, pairs out; no database.

Fingerprints hash with Python's hash(), salted per process, so a fingerprint and the boilerplate
it is compared against must come from the same process (they are never stored)."""

from __future__ import annotations

import io
import time
from collections import Counter, defaultdict
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations
from typing import Any

NOISE_CHARS = 25  # copydetect's k: a shared run shorter than this, in the filtered code, never counts
MIN_SHARED_CHARS = 40  # a pair must share at least this much filtered code, whatever the shares
BOILERPLATE_SHARE = 0.5  # a fingerprint more than this share of the problem's programs hold is boilerplate
MIN_POPULATION = 8  # fewer programs than this say nothing about what "most" write


@dataclass(frozen=True)
class Side:
    ident: int
    similarity: float  # the share of this program's (non-boilerplate) code the other one holds too
    shared: list[tuple[int, int]]  # character ranges of the program's own text, start to end


@dataclass(frozen=True)
class Pair:
    left: Side
    right: Side

    @property
    def similarity(self) -> float:
        return max(self.left.similarity, self.right.similarity)


@dataclass(frozen=True)
class Comparison:
    pairs: list[Pair]  # above the threshold, the most similar first
    compared: int  # pairs compared in full
    complete: bool  # False: the time ran out first


@lru_cache(maxsize=4096)
def _filtered(code: str) -> tuple[str, Any]:
    """copydetect's filtered code (names, strings and layout taken out) and its offsets back into
    the code; the tokenising is most of a fingerprint's cost, and the population and the class
    hold the same programs."""
    from copydetect.utils import filter_code  # imports matplotlib: ~1 s, so only when a report is asked for

    return filter_code(code, "submission.py")


def _fingerprint(code: str, boilerplate=None):
    from copydetect import CodeFingerprint

    filtered, offsets = _filtered(code)
    made = CodeFingerprint("submission.py", NOISE_CHARS, 1, boilerplate=boilerplate, filter=False,
                           fp=io.StringIO(filtered))
    made.raw_code, made.offsets = code, offsets  # as filter=True would set them, for compare_files' ranges
    return made


def boilerplate(starter: str, population: list[str]):
    """The fingerprints not to count: the starter code's, and those held by more than
    BOILERPLATE_SHARE of the population (programs of the problem, one per learner)."""
    import numpy as np

    held = set(_fingerprint(starter).hashes) if starter.strip() else set()
    if len(population) >= MIN_POPULATION:
        counts = Counter(h for code in population for h in _fingerprint(code).hashes)
        held |= {h for h, n in counts.items() if n > BOILERPLATE_SHARE * len(population)}
    return np.array(sorted(held), dtype=np.int64)


def compare(programs: dict[int, str], discounted, threshold: float, time_limit_s: float,
            marked: int = 50) -> Comparison:
    """The pairs of programs whose similarity reaches the threshold, the most similar first, the
    first `marked` with their shared ranges. Programs whose filtered code is the same are scored
    once; only those sharing a fingerprint are compared, those sharing most first, until the
    time limit."""
    from copydetect import compare_files

    deadline = time.monotonic() + time_limit_s
    prints = {ident: _fingerprint(code, discounted) for ident, code in sorted(programs.items())}
    alike: dict[str, list[int]] = defaultdict(list)
    for ident, made in prints.items():
        alike[made.filtered_code].append(ident)
    firsts = {members[0]: members for members in alike.values()}
    scored, compared, complete = [], 0, True
    for a, b in _candidates({ident: prints[ident] for ident in firsts}, twins=[i for i, m in firsts.items() if len(m) > 1]):
        if time.monotonic() > deadline:
            complete = False
            break
        compared += 1
        overlap, (share_a, share_b), _ = compare_files(prints[a], prints[b])
        if overlap >= MIN_SHARED_CHARS and max(share_a, share_b) >= threshold:
            scored += [(float(share_a), float(share_b), x, y) for x in firsts[a] for y in firsts[b] if a != b or x < y]
    scored.sort(key=lambda s: (-max(s[0], s[1]), s[2], s[3]))
    pairs = [_marked(prints, compare_files, x, y) if n < marked else Pair(Side(x, a, []), Side(y, b, []))
             for n, (a, b, x, y) in enumerate(scored)]
    return Comparison(pairs, compared, complete)


def _marked(prints, compare_files, a: int, b: int) -> Pair:
    _, (share_a, share_b), (slices_a, slices_b) = compare_files(prints[a], prints[b])
    return Pair(Side(a, float(share_a), _ranges(slices_a)), Side(b, float(share_b), _ranges(slices_b)))


def _candidates(prints, twins: list[int]) -> list[tuple[int, int]]:
    """The pairs sharing at least one counted fingerprint, those sharing most first; a program
    standing for several alike ones is paired with itself."""
    holders = defaultdict(list)
    for ident in sorted(prints):
        for h in prints[ident].hashes:
            holders[h].append(ident)
    shared = Counter(pair for idents in holders.values() for pair in combinations(idents, 2))
    shared.update({(ident, ident): len(prints[ident].hashes) for ident in twins if prints[ident].hashes})
    return [pair for pair, _ in sorted(shared.items(), key=lambda item: (-item[1], item[0]))]


def _ranges(slices) -> list[tuple[int, int]]:
    return [(int(start), int(end)) for start, end in zip(slices[0], slices[1])]


def segments(code: str, shared: list[tuple[int, int]]) -> list[tuple[str, bool]]:
    """The code cut into pieces, each marked shared or not, in order, for a side-by-side view."""
    pieces, at = [], 0
    for start, end in sorted(shared):
        start, end = max(start, at), min(end, len(code))
        if start >= end:
            continue
        if start > at:
            pieces.append((code[at:start], False))
        pieces.append((code[start:end], True))
        at = end
    if at < len(code):
        pieces.append((code[at:], False))
    return pieces
