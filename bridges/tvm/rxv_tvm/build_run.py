"""The ``build_run`` op (issue 18): TVM's compiled code as a backend. A module is built with
``relax.build(mod, target="llvm")`` (TVM's default pipeline) and its function run on TVM's
VirtualMachine. Executables are cached by ``structural_hash`` (checked with
``structural_equal`` on a hit), so one build serves every shape binding of a module whose
shapes are symbolic.

Values cross the protocol as trees (README.md): ``{"tensor": PATH}`` (a .npy file),
``{"prim": NUMBER, "dtype": DT}``, ``{"shape": [INT, ...]}``, ``{"tuple": [TREE, ...]}``.
"""

import os
import time


class BuildRun:
    def __init__(self, tvm, relax):
        import numpy as np

        self.tvm, self.relax, self.np = tvm, relax, np
        try:
            from tvm_ffi import structural_equal, structural_hash  # TVM 0.27
        except ImportError:  # earlier releases
            structural_equal, structural_hash = tvm.ir.structural_equal, tvm.ir.structural_hash
        self.hash, self.equal = structural_hash, structural_equal
        self.cache = {}  # hash -> [(module, VirtualMachine or the build's exception)]
        self.builds = self.hits = self.build_failures = 0
        self.last_hit = False  # whether the last vm() call was served from the cache
        self.build_seconds = 0.0

    def stats(self):
        return {"builds": self.builds, "hits": self.hits, "build_failures": self.build_failures,
                "build_seconds": self.build_seconds, "cached": sum(map(len, self.cache.values()))}

    def vm(self, mod):
        """(VirtualMachine, hit, seconds); raises on a compile error. A failed build is cached
        too (the same module fails the same way: the shrinker asks again and again)."""
        h = self.hash(mod)
        self.last_hit = False
        for cached, vm in self.cache.get(h, []):
            if self.equal(cached, mod):
                self.hits += 1
                self.last_hit = True
                if isinstance(vm, Exception):
                    raise vm
                return vm, True, 0.0
        start = time.perf_counter()
        try:
            ex = self.relax.build(mod, target="llvm")
            vm = self.relax.VirtualMachine(ex, self.tvm.cpu())
        except Exception as e:
            self.build_failures += 1
            vm = e
        took = time.perf_counter() - start
        self.build_seconds += took
        entries = self.cache.setdefault(h, [])
        entries.append((mod, vm))
        if sum(map(len, self.cache.values())) > 256:  # a campaign sees each module a few times
            self.cache = {h: entries[-1:]}
        if isinstance(vm, Exception):
            raise vm
        self.builds += 1
        return vm, False, took

    # -- values across the protocol ------------------------------------------------------------
    def to_tvm(self, tree):
        tvm, np = self.tvm, self.np
        if "tensor" in tree:
            return tvm.runtime.tensor(np.load(tree["tensor"]))
        if "prim" in tree:
            return tvm.runtime.convert(tree["prim"]) if "dtype" not in tree else \
                self._prim(tree["prim"], tree["dtype"])
        if "shape" in tree:
            return tvm.runtime.ShapeTuple([int(d) for d in tree["shape"]])
        if "tuple" in tree:
            return [self.to_tvm(t) for t in tree["tuple"]]
        raise ValueError(f"unknown value tree {tree!r}")

    def _prim(self, value, dtype):
        # A PrimValue argument: the VM takes a Python int/float/bool for R.Prim(dtype).
        if dtype == "bool":
            return bool(value)
        return float(value) if dtype.startswith(("float", "bfloat")) else int(value)

    def from_tvm(self, v, out_dir, path):
        """The tree of a VM result; tensors written to OUT_DIR/out<path>.npy."""
        tvm, np = self.tvm, self.np
        if hasattr(v, "numpy") and callable(v.numpy):
            f = os.path.join(out_dir, f"out{path}.npy")
            np.save(f, v.numpy())
            return {"tensor": f}
        if isinstance(v, tvm.runtime.ShapeTuple):
            return {"shape": [int(d) for d in v]}
        if isinstance(v, bool):
            return {"prim": v, "dtype": "bool"}
        if isinstance(v, int):
            return {"prim": v, "dtype": "int64"}
        if isinstance(v, float):
            return {"prim": v, "dtype": "float64"}
        if isinstance(v, (list, tuple)) or type(v).__name__ == "Array":
            return {"tuple": [self.from_tvm(x, out_dir, f"{path}_{i}") for i, x in enumerate(v)]}
        raise TypeError(f"the VM returned a {type(v).__module__}.{type(v).__qualname__}, which "
                        "rxv does not compare")
