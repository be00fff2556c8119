"""How the worker reads a text into an IRModule: the fast reader (fast_parse.py) where it
applies, TVM's parser (``tvm.script.from_source``) where it does not, and both on a sample.

TVM's parser stays under test: every text the fast reader leaves (Unsupported) or fails on
is parsed by TVM, so its error is TVM's own (a text whose module fails
relax.analysis.check_well_formed raises the error TVM's parser raises then, made by TVM's
diagnostics; the sample checks the two are equal); and one text in
``RXV_TVM_PARSE_SAMPLE`` (default 16; chosen by a CRC of the text, so a campaign's sample is
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


class _WholeSource:
    """The node TVM's parser reports a module's well-formedness on (its whole source: no
    location, so line 1, column 0)."""


class Reader:
    def __init__(self, tvm):
        self.tvm = tvm
        self.fast = os.environ.get("RXV_TVM_FAST_PARSE", "1") != "0"
        self.sample = max(0, _env_int("RXV_TVM_PARSE_SAMPLE", 16))
        # What each text met: fast, tvm (left, failed or not well-formed), sampled (both).
        self.counts = {"fast": 0, "ill_formed": 0, "unsupported": 0, "fast_failed": 0,
                       "sampled": 0}
        self.ill_formed = None  # (text, the fast reader's module) when it is not well-formed

    def sampled(self, text):
        return self.sample > 0 and zlib.crc32(text.encode("utf-8")) % self.sample == 0

    def read(self, text):
        """The module `text` denotes, as TVM's parser (with its well-formedness check) builds
        it; raises TVM's parser's exception where the text does not parse."""
        mod, verdict = self._fast(text) if self.fast else (None, None)
        sampled = mod is not None and self.sampled(text)
        if mod is not None and not sampled:
            if verdict:
                self.counts["fast"] += 1
                return mod
            if verdict is False:  # TVM's error, as from_source raises it
                self.counts["ill_formed"] += 1
                self.ill_formed_error(text)
        try:
            ref = self.tvm.script.from_source(text)
        except Exception as e:
            if sampled and verdict is False:
                self.counts["sampled"] += 1
                try:
                    self.ill_formed_error(text)
                except Exception as mine:  # noqa: BLE001
                    if str(mine) != str(e):
                        raise self.mismatch(f"TVM's parser raises {e}", text) from e
            elif sampled:
                raise self.mismatch(f"the fast reader reads it, TVM's parser raises {e}", text) from e
            raise
        if sampled:
            self.counts["sampled"] += 1
            if not verdict:
                raise self.mismatch("TVM's parser reads it well-formed", text)
            try:
                self.tvm.ir.assert_structural_equal(mod, ref, map_free_vars=True)
            except Exception as e:  # noqa: BLE001 (TVM's error types vary by release)
                raise self.mismatch(str(e), text) from e
        return ref

    @staticmethod
    def mismatch(what, text):
        return FastParseMismatch(
            "the bridge's fast reader (rxv_tvm/fast_parse.py) and TVM's parser differ on one "
            f"text: {what}\n--- the text:\n{text}")

    def ill_formed_error(self, text):
        """Raises what tvm.script.from_source raises for a text whose module fails
        relax.analysis.check_well_formed (its report on the whole source, by TVM's own
        diagnostics; the sample checks the two messages are equal)."""
        from tvm.script.parser.core.diagnostics import Diagnostics, Source
        from tvm.script.parser.core.entry import WELL_FORMED_ERROR_MESSAGE

        Diagnostics(Source(text)).error(_WholeSource(), WELL_FORMED_ERROR_MESSAGE)

    def _fast(self, text):
        """(the fast reader's module, its verdict: True well-formed, False not by
        relax.analysis.check_well_formed, None not by the TIR verifiers), or (None, None) when
        the fast reader leaves the text or fails on it."""
        try:
            mod = fast_parse.parse(text)
        except fast_parse.Unsupported:
            self.counts["unsupported"] += 1
            return None, None
        except Exception:  # TVM's parser will say what is wrong, in its words
            self.counts["fast_failed"] += 1
            return None, None
        verdict = self.well_formed(mod)
        if not verdict:
            self.ill_formed = (text, mod)
        return mod, verdict

    def unchecked(self, text):
        """The module of `text` without the well-formedness check (from_source's
        check_well_formed=False), for saying why it is not well-formed: the fast reader's
        when it read the text, else TVM's parser's."""
        if self.ill_formed and self.ill_formed[0] == text:
            return self.ill_formed[1]
        return self.tvm.script.from_source(text, check_well_formed=False)

    def well_formed(self, mod):
        """The check tvm.script.from_source makes after parsing (check_well_formed=True):
        True, False (relax.analysis.check_well_formed fails), or None (the TIR verifiers do,
        or raise: TVM's parser words that error itself)."""
        tvm = self.tvm
        try:
            if not tvm.relax.analysis.check_well_formed(mod):
                return False
        except Exception:  # noqa: BLE001
            return None
        try:
            tvm.s_tir.analysis.verify_well_formed(mod)
            for func in mod.functions.values():
                if isinstance(func, tvm.tirx.PrimFunc) and not func.attrs.get("s_tir", False):
                    tvm.tirx.analysis.verify_tirx_well_formed(func)
        except Exception:  # noqa: BLE001
            return None
        return True
