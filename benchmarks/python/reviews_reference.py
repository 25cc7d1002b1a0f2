"""The review chain's contract in one plain, single-threaded Python script: the speed anchor.

What a data engineer would write instead of `bin/pipeline reviews` with default options
(docs/FORMAT.md section 1): read JSON lines, skip the invalid ones, clean each review's text,
keep one row per distinct cleaned text rated by the mode of its copies (ties to the lowest),
count words over the distinct texts, take the top 10,000, encode each text as 100 word ids plus
its 1..5 label, and write the rows, in the job's row order, to an HDF5 file shaped like the
job's `combined_result_5class.h5` (datasets "0".."k-1", int32, [rows, 101]).

The rows are the job's, value for value, so the time is a fair comparison:
- lines end at \\n, \\r or \\r\\n (Hadoop's TextInputFormat);
- a line is judged as ReviewParser judges it: JSON as strict as Jackson's (no NaN/Infinity,
  a leading UTF-8 BOM allowed), a review text holding invalid UTF-8 or a lone surrogate is
  INVALID_UTF8 (invalid bytes elsewhere make the line NOT_JSON_OBJECT, as the job's '?' for them
  does), a rating is judged integral on its text (4.9999999999999999999 is not 5);
- rows are ordered by TextOrder: FNV-1a 64 of the cleaned text, then MurmurHash3's finaliser,
  compared unsigned, ties by the text.

Known gap: a line nesting JSON deeper than Python's recursion limit (~1,000 levels, in any field)
is NOT_JSON_OBJECT here, while the job's Jackson 2.12 reads it.

The job sizes its part count (hence shards) from the input: one part until the rows reach
64 MiB (about 166,000 rows at this width). Pass --shards N to match a job that wrote N.

usage: reviews_reference.py INPUT.json[.gz|.bz2] OUTPUT.h5 [--shards N]
"""
import bz2
import collections
import decimal
import gzip
import json
import re
import sys
import time
from pathlib import Path

import h5py
import numpy as np

TEXT_FIELD = "reviewText"
LABEL_FIELD = "overall"
VOCAB_SIZE = 10_000
# the longest word a vocabulary keeps, in UTF-16 units (TopWords.MAX_WORD_CHARS); a longer one is unknown
MAX_WORD_CHARS = 1000
SEQ_LEN = 100
PAD_ID, UNK_ID, FIRST_WORD_ID = 1, 2, 3

STOP_WORDS_FILE = (Path(__file__).resolve().parents[2] / "preprocess-core/src/main/resources"
                   / "org/trainprep/core/reviews/stopwords-en.txt")
STOP_WORDS = {w for w in STOP_WORDS_FILE.read_text(encoding="utf-8").splitlines() if w}

NOT_KEPT = re.compile(r"[^a-zA-Z' ]+")
SURROGATE = re.compile("[\ud800-\udfff]")
SPACES = b" \t\r\n"
MASK64 = (1 << 64) - 1

# Python caps int() at 4,300 digits; Jackson reads any length (a huge rating is out of range, not bad JSON)
sys.set_int_max_str_digits(0)


def open_input(path):
    if path.endswith(".gz"):
        return gzip.open(path, "rb")
    if path.endswith(".bz2"):
        return bz2.open(path, "rb")
    return open(path, "rb")


def read_lines(f):
    """Lines as Hadoop reads them: ended by \\n, \\r or \\r\\n."""
    for chunk in f:  # chunks end at \n; bytes.splitlines() also splits at a lone \r
        yield from chunk.splitlines()


def no_constants(name):
    raise ValueError(name + " is not JSON")


def parse(raw):
    """('blank', None, None), ('invalid', reason, None) or ('valid', text, rating)."""
    line = raw.strip(SPACES)
    # a JSON array cut into lines: leading '[', trailing ',' and a closing ']' are ignored
    if line.startswith(b"["):
        line = line[1:].lstrip(SPACES)
    if line.endswith(b","):
        line = line[:-1].rstrip(SPACES)
    if line.endswith(b"]"):
        line = line[:-1].rstrip(SPACES)
    if not line:
        return "blank", None, None
    # invalid UTF-8 bytes become lone surrogates: bad JSON outside a string, an invalid text inside one
    s = line.decode("utf-8", "surrogateescape")
    if s.startswith("\ufeff"):
        s = s[1:]
    try:
        review = json.loads(s, parse_float=decimal.Decimal, parse_constant=no_constants)
    except (ValueError, RecursionError):
        return "invalid", "NOT_JSON_OBJECT", None
    if not isinstance(review, dict):
        return "invalid", "NOT_JSON_OBJECT", None
    if TEXT_FIELD not in review:
        return "invalid", "TEXT_MISSING", None
    text = review[TEXT_FIELD]
    if not isinstance(text, str):
        return "invalid", "TEXT_NOT_STRING", None
    if SURROGATE.search(text):
        return "invalid", "INVALID_UTF8", None
    if LABEL_FIELD not in review:
        return "invalid", "RATING_MISSING", None
    rating = review[LABEL_FIELD]
    if isinstance(rating, bool) or not isinstance(rating, (int, decimal.Decimal)):
        return "invalid", "RATING_NOT_NUMBER", None
    if isinstance(rating, decimal.Decimal) and rating != rating.to_integral_value():
        return "invalid", "RATING_NOT_INTEGRAL", None
    if not 1 <= rating <= 5:
        return "invalid", "RATING_OUT_OF_RANGE", None
    return "valid", text, int(rating)


def clean(text):
    words = NOT_KEPT.sub("", text).lower().split()
    return " ".join(w for w in words if w not in STOP_WORDS)


def text_order(text):
    """TextOrder's key: FNV-1a 64 of the UTF-8 bytes, MurmurHash3's finaliser, then the bytes."""
    data = text.encode("utf-8")
    h = 0xCBF29CE484222325
    for b in data:
        h = ((h ^ b) * 0x100000001B3) & MASK64
    h ^= h >> 33
    h = (h * 0xFF51AFD7ED558CCD) & MASK64
    h ^= h >> 33
    h = (h * 0xC4CEB9FE1A85EC53) & MASK64
    h ^= h >> 33
    return h, data


def mode(counts):
    """The most frequent rating 1..5; a tie goes to the lowest."""
    best = max(counts)
    return counts.index(best) + 1


def main(src, dst, shards=1):
    start = time.perf_counter()
    counts = collections.Counter()
    reasons = collections.Counter()
    ratings_by_text = {}  # cleaned text -> copies of each rating 1..5

    with open_input(src) as f:
        for raw in read_lines(f):
            counts["lines"] += 1
            kind, value, rating = parse(raw)
            counts[kind] += 1
            if kind == "invalid":
                reasons[value] += 1
                continue
            if kind == "blank":
                continue
            cleaned = clean(value)
            if not cleaned:
                counts["empty"] += 1
                continue
            ratings_by_text.setdefault(cleaned, [0] * 5)[rating - 1] += 1

    words = collections.Counter()
    for text in ratings_by_text:
        words.update(text.split(" "))
    top = sorted(((w, c) for w, c in words.items() if len(w.encode("utf-16-le")) // 2 <= MAX_WORD_CHARS),
                 key=lambda wc: (-wc[1], wc[0]))[:VOCAB_SIZE]
    ids = {w: FIRST_WORD_ID + i for i, (w, _) in enumerate(top)}
    n_vocab = FIRST_WORD_ID + len(ids)

    order = sorted(ratings_by_text, key=text_order)
    rows = np.full((len(order), SEQ_LEN + 1), PAD_ID, dtype="<i4")
    for i, text in enumerate(order):
        tokens = [ids.get(w, UNK_ID) for w in text.split(" ")[:SEQ_LEN]]
        rows[i, :len(tokens)] = tokens
        rows[i, SEQ_LEN] = mode(ratings_by_text[text])

    # balanced shards, larger first, as the combiner cuts them
    k = max(1, min(shards, len(rows)))
    base, extra = divmod(len(rows), k)
    with h5py.File(dst, "w") as out:
        first = 0
        for s in range(k):
            n = base + (1 if s < extra else 0)
            out.create_dataset(str(s), data=rows[first:first + n])
            first += n
        out.attrs["n_vocab"] = np.int32(n_vocab)
        out.attrs["seq_len"] = np.int32(SEQ_LEN)
        out.attrs["pad_id"] = np.int32(PAD_ID)
        out.attrs["unk_id"] = np.int32(UNK_ID)
        out.attrs["label_scheme"] = np.bytes_("five-class")
        out.attrs["num_rows"] = np.int64(len(rows))
    seconds = time.perf_counter() - start

    why = " ".join(f"{r}={n}" for r, n in sorted(reasons.items()))
    print(f"python reference: lines {counts['lines']} valid {counts['valid']} invalid {counts['invalid']}"
          f"{' (' + why + ')' if why else ''} blank {counts['blank']} empty {counts['empty']}"
          f" distinct {len(ratings_by_text)} rows {len(rows)} n_vocab {n_vocab} seconds {seconds:.3f}")


if __name__ == "__main__":
    args = sys.argv[1:]
    n_shards = 1
    if "--shards" in args:
        i = args.index("--shards")
        n_shards = int(args[i + 1])
        del args[i:i + 2]
    if len(args) != 2:
        sys.exit("usage: reviews_reference.py INPUT.json[.gz|.bz2] OUTPUT.h5 [--shards N]")
    main(args[0], args[1], n_shards)
