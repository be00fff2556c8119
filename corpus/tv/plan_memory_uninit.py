# RXV: AFTER drops the call that writes c, so the last add reads memory nothing has written: AFTER errs (Uninitialized) where BEFORE returns, which no refinement allows
# EXPECT: well-formed
# TV: refuted
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @T.prim_func(private=True)
    def double(x: T.Buffer((T.int64(4),), "float32"), y: T.Buffer((T.int64(4),), "float32")):
        for i in range(T.int64(4)):
            with T.block("double"):
                vi = T.axis.spatial(T.int64(4), i)
                y[vi] = x[vi] * T.float32(2)

    @T.prim_func(private=True)
    def reverse(x: T.Buffer((T.int64(4),), "float32"), y: T.Buffer((T.int64(4),), "float32")):
        for i in range(T.int64(4)):
            with T.block("reverse"):
                vi = T.axis.spatial(T.int64(4), i)
                y[vi] = x[T.int64(3) - vi]

    @T.prim_func(private=True)
    def add(x: T.Buffer((T.int64(4),), "float32"), y: T.Buffer((T.int64(4),), "float32"), z: T.Buffer((T.int64(4),), "float32")):
        for i in range(T.int64(4)):
            with T.block("add"):
                vi = T.axis.spatial(T.int64(4), i)
                z[vi] = x[vi] + y[vi]

    @R.function
    def main(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        R.func_attr({"relax.force_pure": True})
        cls = Module
        a: R.Tensor((4,), dtype="float32") = R.builtin.alloc_tensor(R.shape([4]), R.dtype("float32"), R.prim_value(0))
        _: R.Tuple = cls.double(x, a)
        b: R.Tensor((4,), dtype="float32") = R.builtin.alloc_tensor(R.shape([4]), R.dtype("float32"), R.prim_value(0))
        _1: R.Tuple = cls.reverse(a, b)
        c: R.Tensor((4,), dtype="float32") = R.builtin.alloc_tensor(R.shape([4]), R.dtype("float32"), R.prim_value(0))
        _2: R.Tuple = cls.add(b, x, c)
        d: R.Tensor((4,), dtype="float32") = R.builtin.alloc_tensor(R.shape([4]), R.dtype("float32"), R.prim_value(0))
        _3: R.Tuple = cls.add(b, c, d)
        return d
