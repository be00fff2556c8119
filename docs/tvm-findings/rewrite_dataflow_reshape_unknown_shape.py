# TVM finding 110: RewriteDataflowReshape fails an internal check on a well-formed module,
# "Check failed: (inp_ty->shape.has_value() && res_ty->shape.has_value()) is false". A call_tir of
# a copy kernel (`out[i] = x[i] - 0`, which the pass recognizes as a reshape) is bound to a
# DataflowVar annotated `R.Tensor(dtype="int32", ndim=1)` (not a block output: the pass rewrites
# only those): TVM's parser gives the call that weaker type (finding 76), and the pass assumes a
# reshape's result has a known shape (rxv shrank it from 71 bindings to 3; 3 campaign findings).
from _pass_common import check_raises
from tvm import relax

check_raises('''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1,), dtype="int32")):
        cls = Module
        with R.dataflow():
            y: R.Tensor(dtype="int32", ndim=1) = R.call_tir(cls.copy, (x,), out_ty=R.Tensor((1,), dtype="int32"))
            R.output()
        return x

    @T.prim_func(private=True, s_tir=True)
    def copy(var_x: T.handle, var_out: T.handle):
        d0 = T.int64()
        x = T.match_buffer(var_x, (d0,), "int32")
        out = T.match_buffer(var_out, (d0,), "int32")
        for i0 in range(d0):
            with T.sblock("compute"):
                v_i0 = T.axis.spatial(d0, i0)
                T.reads(x[v_i0])
                T.writes(out[v_i0])
                out[v_i0] = x[v_i0] - 0
''', lambda: relax.transform.RewriteDataflowReshape(), "RewriteDataflowReshape raises on a well-formed module")
