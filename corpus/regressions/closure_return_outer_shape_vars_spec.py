# RXV: the spec profile of closure_return_outer_shape_vars.py: rule 15.6 erases a closure's derived return with every shape variable in scope, its parent's included
# EXPECT: well-formed
# RULES: spec
# EXPECT-SINFO: main.a : R.Tensor((n, m), dtype="float32")
# EXPECT-SINFO: main.b : R.Tensor((n, m), dtype="float32")
# EXPECT-SINFO: main.c : R.Tensor((n, m), dtype="float32")
# EXPECT-SINFO: main.d : R.Tensor((n, m), dtype="float32")
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", "m"), dtype="float32")):
        n = T.int64()
        m = T.int64()
        @R.function
        def forgets(y: R.Tensor(("r", "s"), dtype="float32")):
            r = T.int64()
            s = T.int64()
            return x

        @R.function
        def rebinds_n(y: R.Tensor((n, "s"), dtype="float32")):
            s = T.int64()
            return x

        @R.function
        def casts(y: R.Tensor(("r", "s"), dtype="float32")):
            r = T.int64()
            s = T.int64()
            z = R.match_cast(y, R.Tensor((n, m), dtype="float32"))
            return x

        @R.function
        def mentions_both(y: R.Tensor((n, m), dtype="float32")):
            return x

        a = forgets(x)
        b = rebinds_n(x)
        c = casts(x)
        d = mentions_both(x)
        return (a, b, c, d)
