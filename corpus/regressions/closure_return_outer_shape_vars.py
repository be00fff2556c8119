# RXV: a closure without a return annotation that returns a value shaped by its parent's shape variables: TVM's BlockBuilder starts each function's scope afresh (BeginScope(params)), so its derived return keeps only the shape variables its own parameters mention (a MatchCast's leave scope at the function's end anyway). rxv kept the parent's (the spec's rule 15.6), so a TVM pass that changed nothing else gave a false `sinfo-refined` finding (issue 16 campaigns: FoldConstant, LambdaLift, ConvertToDataflow, AdjustMatmulOrder). The spec profile keeps them: closure_return_outer_shape_vars_spec.py
# EXPECT: well-formed
# EXPECT-SINFO: main.a : R.Tensor(dtype="float32", ndim=2)
# EXPECT-SINFO: main.b : R.Tensor(dtype="float32", ndim=2)
# EXPECT-SINFO: main.c : R.Tensor(dtype="float32", ndim=2)
# EXPECT-SINFO: main.d : R.Tensor((n, m), dtype="float32")
# EVAL: main(float32[1,2]{1, 2}) -> (float32[1,2]{1, 2}, float32[1,2]{1, 2}, float32[1,2]{1, 2}, float32[1,2]{1, 2})
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
