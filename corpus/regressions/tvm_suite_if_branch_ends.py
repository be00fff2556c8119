# RXV: an if branch ends at its last binding wherever it is, as TVM's parser (GetSeqExprForBranch) takes it: an output of a closing dataflow block, a match_cast, or an expression statement bound to _ (was: "if branches must end by binding the same variable"; TVM's test_transform_fuse_ops_by_pattern, test_tvmscript_parser)
# EXPECT: well-formed
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def dataflow_end(x: R.Tensor((4, 4), dtype="float16"), w: R.Tensor((4, 4), dtype="float16"), t: R.Prim("bool")) -> R.Tensor((4, 4), dtype="float16"):
        if t:
            with R.dataflow():
                w_t = R.permute_dims(w)
                out = R.matmul(x, w_t)
                R.output(out)
        else:
            with R.dataflow():
                out = R.matmul(x, w)
                R.output(out)
        return out

    @R.function
    def match_cast_end(A: R.Tensor((16, 16)), t: R.Prim("bool")) -> R.Tensor((16, 16), dtype="float16"):
        if t:
            A1 = R.match_cast(A, R.Tensor((16, 16), "bfloat16"))
            B = A1.astype("float16")
        else:
            B = R.match_cast(A, R.Tensor((16, 16), "float16"))
        return B

    @R.function(pure=False)
    def statement_end(x: R.Tensor((), dtype="int32"), c: R.Tensor((), dtype="bool")) -> R.Tensor((), dtype="int32"):
        if c:
            R.print(x, format="True condition: {}")
        else:
            R.print(x, format="False condition: {}")
        return x
