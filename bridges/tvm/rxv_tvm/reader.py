"""How the worker reads a text into an IRModule: the fast reader (fast_parse.py) where it
applies, TVM's parser (``tvm.script.from_source``) where it does not, and both on a sample.

TVM's parser stays under test: every text the fast reader leaves (Unsupported), fails on, or
finds not well-formed is parsed by TVM, so its error is TVM's own; and one text in
``RXV_TVM_PARSE_SAMPLE`` (default 8; chosen by a CRC of the text, so a campaign's sample is
deterministic) is parsed by TVM as well, and TVM's module is the one used: a TVM parser bug
(stage tvm-parse, tvm-round-trip) still shows on that sample, and a difference between the
two modules is a FastParseMismatch (stage tvm-fast-parse: the bridge's reader is wrong, or
TVM's parser is). ``RXV_TVM_PARSE_SAMPLE=1`` parses every text with both;
``RXV_TVM_FAST_PARSE=0`` turns the fast reader off.
"""

import os
import zlib

from . import fast_parse


class FastParseMismatch(Exception):
    """The fast reader and TVM's parser built different modules from one text."""

    not_tvm = True  # dialect.to_rxv_why passes it through: not a failure of TVM's print


def _env_int(name, default):
    try:
        return int(os.environ.get(name, default))
    except ValueError:
        return default


class Reader:
    def __init__(self, tvm):
        self.tvm = tvm
        self.fast = os.environ.get("RXV_TVM_FAST_PARSE", "1") != "0"
        self.sample = max(0, _env_int("RXV_TVM_PARSE_SAMPLE", 8))
        # What each text met: fast, tvm (left, failed or not well-formed), sampled (both).
        self.counts = {"fast": 0, "unsupported": 0, "fast_failed": 0, "sampled": 0}
        self.ill_formed = None  # (text, the fast reader's module) when it is not well-formed

    def sampled(self, text):
        return self.sample > 0 and zlib.crc32(text.encode("utf-8")) % self.sample == 0

    def read(self, text):
        """The module `text` denotes, as TVM's parser (with its well-formedness check) builds
        it; raises TVM's parser's exception where the text does not parse."""
        mod = self._fast(text) if self.fast else None
        if mod is not None and not self.sampled(text):
            self.counts["fast"] += 1
            return mod
        ref = self.tvm.script.from_source(text)
        if mod is not None:
            self.counts["sampled"] += 1
            try:
                self.tvm.ir.assert_structural_equal(mod, ref, map_free_vars=True)
            except Exception as e:  # noqa: BLE001 (TVM's error types vary by release)
                raise FastParseMismatch(
                    "the bridge's fast reader (rxv_tvm/fast_parse.py) and TVM's parser build "
                    f"different modules from one text: {e}\n--- the text:\n{text}"
                ) from e
        return ref

    def _fast(self, text):
        """The fast reader's module when it applies and the module is well-formed (as TVM's
        parser checks it), else None."""
        try:
            mod = fast_parse.parse(text)
        except fast_parse.Unsupported:
            self.counts["unsupported"] += 1
            return None
        except Exception:  # TVM's parser will say what is wrong, in its words
            self.counts["fast_failed"] += 1
            return None
        if not self.well_formed(mod):
            self.counts["fast_failed"] += 1
            self.ill_formed = (text, mod)
            return None
        return mod

    def unchecked(self, text):
        """The module of `text` without the well-formedness check (from_source's
        check_well_formed=False), for saying why it is not well-formed: the fast reader's
        when it read the text, else TVM's parser's."""
        if self.ill_formed and self.ill_formed[0] == text:
            return self.ill_formed[1]
        return self.tvm.script.from_source(text, check_well_formed=False)

    def well_formed(self, mod):
        """The check tvm.script.from_source makes after parsing (check_well_formed=True)."""
        tvm = self.tvm
        try:
            if not tvm.relax.analysis.check_well_formed(mod):
                return False
            tvm.s_tir.analysis.verify_well_formed(mod)
            for func in mod.functions.values():
                if isinstance(func, tvm.tirx.PrimFunc) and not func.attrs.get("s_tir", False):
                    tvm.tirx.analysis.verify_tirx_well_formed(func)
        except Exception:  # a violation: TVM's parser reports it
            return False
        return True
