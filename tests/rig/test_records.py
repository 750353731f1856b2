"""The host against hostile device output: records are read strictly, forged ones counted, floods
and garbage bounded, and the transcript stays printable text of bounded size."""

import json
import math

from grader.rig.records import MAX_LINE_BYTES, Records, finite_or_none
from grader.rig.transcript import Transcript, printable

NONCE = "a1b2c3d4e5f60718"


def telemetry(seq, t_ms, nonce=NONCE, range_mm="500", duty="300"):
    return f"@T {nonce} {seq} {t_ms} {range_mm} {seq} {seq} 00 0 {duty} {duty} 40\n".encode()


def started(**caps) -> Records:
    records = Records(NONCE, **caps)
    records.feed(f"@S {NONCE} controller v1 20 5\n".encode())
    return records


def test_well_formed_records_in_any_pieces():
    records = started(max_samples=5)
    stream = b"".join(telemetry(i, 20 * (i + 1)) for i in range(5)) + f"@E {NONCE} done 5 \n".encode()
    for i in range(0, len(stream), 7):   # split anywhere, even inside a record
        records.feed(stream[i:i + 7])
    assert [s.seq for s in records.samples] == [0, 1, 2, 3, 4]
    assert records.samples[2].range_mm == 500 and records.samples[2].duty_permille == (300, 300)
    assert records.end == ("done", 5, "")
    assert records.forged_lines == records.dropped_lines == 0


def test_forged_telemetry_is_counted_not_believed():
    records = started(max_samples=10)
    records.feed(telemetry(0, 20))
    forgeries = [
        telemetry(1, 40, nonce="0000000000000000"),      # a guessed nonce
        telemetry(5, 40),                               # out of order
        telemetry(0, 40),                               # a pass again
        telemetry(1, 10),                               # time going backwards
        telemetry(1, 40, duty="5000"),                  # a duty no board can set
        telemetry(1, 40, range_mm="1e9"),               # not an integer
        f"@T {NONCE} 1 40 500 1 1 00 0 300 300\n".encode(),          # a field short
        f"@T {NONCE} 1 40 500 1 1 00 0 300 300 40 9\n".encode(),     # a field long
        f"@Z {NONCE} 1\n".encode(),                                  # no such record
        f"@E {NONCE} won 99 I passed\n".encode(),                    # no such end
        f"@S {NONCE} controller v1 20 5\n".encode(),                 # a second start
        b"@\n", b"@T\n", b"@@@@ @@@@ @@@@\n",
    ]
    for line in forgeries:
        records.feed(line)
    assert len(records.samples) == 1 and records.forged_lines == len(forgeries)
    records.feed(f"@E {NONCE} done 1 \n".encode())
    records.feed(telemetry(1, 40))                      # nothing counts after the end
    assert records.end == ("done", 1, "") and len(records.samples) == 1 and records.forged_lines == len(forgeries) + 1


def test_a_flood_of_lines_is_bounded_by_the_caps():
    records = started(max_samples=3)
    for i in range(1000):
        records.feed(telemetry(i, 20 * (i + 1)))
    records.feed(b"learner says hi\n" * 10_000)
    assert len(records.samples) == 3 and records.dropped_lines == 997 and records.learner_lines == 10_000


def test_a_line_without_end_is_dropped_up_to_its_newline():
    records = started(max_samples=2)
    for _ in range(100):
        records.feed(b"x" * 4096)                         # 400 KiB, no newline
    records.feed(b"tail of the same line\n" + telemetry(0, 20))
    assert records.dropped_lines == 1 and [s.seq for s in records.samples] == [0]
    records.feed(b"@" + b"9" * (MAX_LINE_BYTES + 10) + b"\n")
    assert records.dropped_lines == 2


def test_binary_garbage_is_neither_a_record_nor_an_error():
    records = started(max_samples=2, max_outputs=2)
    garbage = bytes(range(256)) * 40 + b"\n@T \xff\xfe\x00\n@O " + NONCE.encode() + b" 0 \xff\xff\n"
    records.feed(garbage)
    records.feed(f"@O {NONCE} 1 [1, NaN, Infinity]\n".encode())
    assert records.samples == [] and 0 not in records.outputs
    assert records.outputs[1][0] == 1 and math.isnan(records.outputs[1][1])
    assert finite_or_none(records.outputs[1]) == [1, "nan", "inf"]


def test_answers_are_taken_once_each_and_only_for_real_cases():
    records = started(max_outputs=2)
    records.feed(f"@O {NONCE} 0 1.5\n@O {NONCE} 0 2.5\n@O {NONCE} 7 1\n@O {NONCE} -1 1\n".encode())
    records.feed(f"@X {NONCE} 1 ValueError: no\n@O {NONCE} 1 3\n".encode())
    nested = "[" * 100_000 + "]" * 100_000
    records.feed(f"@O {NONCE} 1 {nested}\n".encode())
    assert records.outputs == {0: 1.5} and records.errors == {1: "ValueError: no"}
    assert records.forged_lines == 4 and records.dropped_lines == 1   # the deep one is over the line cap


def test_the_health_record():
    records = Records(NONCE)
    records.feed(f"@H {NONCE} ok abc123 812 0 0\n".encode())
    assert records.health == {"version": "abc123", "range_mm": "812"}


def test_the_transcript_is_printable_and_bounded():
    transcript = Transcript(cap_chars=1000)
    transcript.sent(b"\r\x03\x03")
    transcript.received(b"raw REPL; CTRL-B to exit\r\n>" + "é".encode()[:1])
    transcript.received("é".encode()[1:] + b"\x00\x1b[2J\x07\x04\x7f\xff" + "\u0085".encode())
    text = transcript.text()
    assert "[sent] <CTRL-C><CTRL-C>" in text
    assert "raw REPL; CTRL-B to exit\n>é\\x00\\x1b[2J\\x07<CTRL-D>\\x7f\ufffd\\x85" in text
    for i in range(2000):
        transcript.received(f"line {i}\n".encode())
    text = transcript.text()
    assert len(text) < 1100 and "characters not kept" in text
    assert text.startswith("\n[sent]") and text.endswith("line 1999\n")
    json.dumps(text)  # storable as it is


def test_printable_keeps_newlines_and_tabs():
    assert printable("a\tb\r\nc") == "a\tb\nc"


def test_a_record_after_output_without_its_newline_is_still_found():
    records = started(max_samples=2)
    records.feed(b"learner forgot a newline" + telemetry(0, 20))
    records.feed(b"and again @T 0000000000000000 1 40 1 1 1 00 0 0 0 1" + telemetry(1, 40))
    assert [s.seq for s in records.samples] == [0, 1] and records.learner_lines == 2 and records.forged_lines == 0
