"""PyTorch datasets for trainprep's HDF5 files.

ReviewsH5 reads a combined review file (combined_result_5class.h5 / combined_result_binary.h5):
root datasets "0".."k-1" of shape [rows_i, seq_len + 1], tokens then the label last. By default it
serves exactly the items the trainers' loader reaches, len = k * min(rows_i) - 1, item i being row
i % min of shard i // min; with all_rows=True it serves every row once.

CensusH5 reads census.h5 (x and y, or data with the label last; the train or val split when the
file has one).

ParallelH5 reads the ids file of `parallel --h5` (train.tok.clean.bpe.N.h5): each side's sentences
as the GNMT loader's ids (PAD 0, UNK 1, BOS 2, EOS 3, then vocab.bpe.N's lines), every sentence BOS
... EOS, concatenated in src_ids / tgt_ids, with one length a pair in src_len / tgt_len.

h5py file handles must not cross a fork: both classes read the metadata they need and close the
file in the constructor, and each DataLoader worker opens its own handle on first use.
"""
import bisect

import h5py
import numpy
import torch
from torch.nn.utils.rnn import pad_sequence
from torch.utils.data import Dataset


def _text(value):
    return value.decode() if isinstance(value, bytes) else str(value)


class ReviewsH5(Dataset):
    """(tokens LongTensor[seq_len], label LongTensor[]) per item; label is a class index."""

    def __init__(self, path, all_rows=False):
        self.path = path
        with h5py.File(path, "r") as f:
            keys = sorted(f.keys(), key=int)
            if keys != [str(i) for i in range(len(keys))]:
                raise ValueError(f"{path}: shards must be datasets '0'..'k-1', found {keys}")
            self.rows = [f[k].shape[0] for k in keys]
            self.n_vocab = int(f.attrs["n_vocab"])
            self.seq_len = int(f.attrs["seq_len"])
            self.pad_id = int(f.attrs["pad_id"])
            self.label_scheme = _text(f.attrs["label_scheme"])
        # five-class labels are ratings 1..5, binary labels 0/1: classes 0..4 or 0..1
        self.num_classes = 5 if self.label_scheme == "five-class" else 2
        self._label_offset = 1 if self.label_scheme == "five-class" else 0
        self.all_rows = all_rows
        self._starts = [0]
        for r in self.rows:
            self._starts.append(self._starts[-1] + r)
        self._min = min(self.rows)
        self._file = None

    def __len__(self):
        if self.all_rows:
            return self._starts[-1]
        return len(self.rows) * self._min - 1  # the trainers' formula, unchanged

    def locate(self, i):
        """(shard, row) of item i."""
        if not 0 <= i < len(self):
            raise IndexError(i)
        if self.all_rows:
            shard = bisect.bisect_right(self._starts, i) - 1
            return shard, i - self._starts[shard]
        return i // self._min, i % self._min

    def __getitem__(self, i):
        if self._file is None:  # first use in this process (a DataLoader worker)
            self._file = h5py.File(self.path, "r")
        shard, row = self.locate(i)
        values = self._file[str(shard)][row]
        tokens = torch.from_numpy(values[:-1].astype("int64"))
        label = torch.tensor(int(values[-1]) - self._label_offset, dtype=torch.long)
        return tokens, label


class CensusH5(Dataset):
    """(features FloatTensor[d], label LongTensor[]) per row of census.h5, or of its train/val split."""

    def __init__(self, path, split=None):
        self.path = path
        with h5py.File(path, "r") as f:
            prefix = ""
            if split is not None:
                if split not in f:
                    raise ValueError(f"{path} has no '{split}' split; groups: {list(f.keys())}")
                prefix = split + "/"
            # layout xy: x [n, d] and y [n]; layout package: data [n, d + 1], label last
            self._package = prefix + "data" in f
            self._x, self._y = (prefix + "data", None) if self._package else (prefix + "x", prefix + "y")
            if self._x not in f or not self._package and self._y not in f:
                raise ValueError(f"{path}: expected {prefix}x and {prefix}y, or {prefix}data")
            self.length = f[self._x].shape[0]
            self.features = f[self._x].shape[1] - (1 if self._package else 0)
        self._file = None

    def __len__(self):
        return self.length

    def __getitem__(self, i):
        if self._file is None:
            self._file = h5py.File(self.path, "r")
        if self._package:
            row = self._file[self._x][i]
            x, y = row[:-1], row[-1]
        else:
            x, y = self._file[self._x][i], self._file[self._y][i]
        return torch.from_numpy(x.astype("float32")), torch.tensor(int(y), dtype=torch.long)


class ParallelH5(Dataset):
    """(src LongTensor[n], tgt LongTensor[m]) per pair, each BOS ... EOS, as the GNMT loader's
    ParallelDataset serves them; collate() pads a batch with pad_id. Only the lengths are read up
    front (an offset a pair a side); the ids are read per item."""

    def __init__(self, path):
        self.path = path
        with h5py.File(path, "r") as f:
            for name in ("src_ids", "tgt_ids", "src_len", "tgt_len"):
                if name not in f:
                    raise ValueError(f"{path}: not a parallel --h5 file, it has no {name}")
            self.n_vocab = int(f.attrs["n_vocab"])
            self.pad_id = int(f.attrs["pad_id"])
            self.bos_id = int(f.attrs["bos_id"])
            self.eos_id = int(f.attrs["eos_id"])
            self._src = numpy.concatenate([[0], numpy.cumsum(f["src_len"][:], dtype="int64")])
            self._tgt = numpy.concatenate([[0], numpy.cumsum(f["tgt_len"][:], dtype="int64")])
        self._file = None

    def __len__(self):
        return len(self._src) - 1

    def __getitem__(self, i):
        if not 0 <= i < len(self):
            raise IndexError(i)
        if self._file is None:  # first use in this process (a DataLoader worker)
            self._file = h5py.File(self.path, "r")
        src = self._file["src_ids"][self._src[i]:self._src[i + 1]]
        tgt = self._file["tgt_ids"][self._tgt[i]:self._tgt[i + 1]]
        return torch.from_numpy(src.astype("int64")), torch.from_numpy(tgt.astype("int64"))

    def collate(self, batch):
        """(src [batch, longest], src lengths, tgt [batch, longest], tgt lengths), padded with pad_id."""
        src, tgt = zip(*batch)
        return (pad_sequence(src, batch_first=True, padding_value=self.pad_id),
                torch.tensor([len(s) for s in src]),
                pad_sequence(tgt, batch_first=True, padding_value=self.pad_id),
                torch.tensor([len(t) for t in tgt]))
