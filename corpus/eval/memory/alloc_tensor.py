# RXV: relax.builtin.alloc_tensor: a fresh tensor whose contents are undefined until written; reading an element nothing wrote (a TIR load, an op's operand, the function's result) is an Uninitialized error
# EXPECT: well-formed
# EVAL: written(float32[4]{1, 2, 3, 4}) -> float32[4]{1, 2, 3, 4}
# EVAL: unwritten(float32[4]{1, 2, 3, 4}) -> error(Uninitialized)
# EVAL: op_reads(float32[4]{1, 2, 3, 4}) -> error(Uninitialized)
# EVAL: tir_reads(float32[4]{1, 2, 3, 4}) -> error(Uninitialized)
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @T.prim_func(private=True)
    def copy(x: T.Buffer((T.int64(4),), "float32"), y: T.Buffer((T.int64(4),), "float32")):
        for i in range(T.int64(4)):
            with T.block("copy"):
                vi = T.axis.spatial(T.int64(4), i)
                y[vi] = x[vi]

    @R.function(pure=False)
    def written(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        cls = Module
        a: R.Tensor((4,), dtype="float32") = R.builtin.alloc_tensor(R.shape([4]), R.dtype("float32"), R.prim_value(0))
        _: R.Tuple = cls.copy(x, a)
        return a

    @R.function
    def unwritten(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        a: R.Tensor((4,), dtype="float32") = R.builtin.alloc_tensor(R.shape([4]), R.dtype("float32"), R.prim_value(0))
        return a

    @R.function
    def op_reads(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        a: R.Tensor((4,), dtype="float32") = R.builtin.alloc_tensor(R.shape([4]), R.dtype("float32"), R.prim_value(0))
        b: R.Tensor((4,), dtype="float32") = R.add(x, a)
        return b

    @R.function(pure=False)
    def tir_reads(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        cls = Module
        a: R.Tensor((4,), dtype="float32") = R.builtin.alloc_tensor(R.shape([4]), R.dtype("float32"), R.prim_value(0))
        b: R.Tensor((4,), dtype="float32") = R.builtin.alloc_tensor(R.shape([4]), R.dtype("float32"), R.prim_value(0))
        _: R.Tuple = cls.copy(a, b)
        return x
