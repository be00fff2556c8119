# TVM finding 86: LegalizeOps, AnnotateTIROpPattern, FuseOps, FuseTIR on a module whose dataflow
# block match_casts a (1, 1) tensor to (p0, q0) and uses both the cast value and R.shape([p0, q0])
# give a module TVM's own well-formedness check rejects: "The `out_ty` argument for R.call_tir must
# be compatible with the PrimFunc. However, the PrimFunc's signature implies that the output should
# be R.Tensor((p0, q0)), but the `out_ty` argument was R.Tensor((1, 1))" (rxv shrank it from 11
# bindings to 4).
import tvm
from _pass_common import check_ill_formed
from tvm import relax

check_ill_formed('''
@I.ir_module
class Module:
    @R.function(pure=False)
    def main(x: R.Tensor((1, 1), dtype="float32")):
        p0 = T.int64()
        q0 = T.int64()
        with R.dataflow():
            a = R.match_cast(x, R.Tensor((p0, q0), dtype="float32"))
            b = R.maximum(a, a)
            c = R.shape_to_tensor(R.shape([p0, q0]))
            R.output(b)
        return b
''',
                 lambda: tvm.transform.Sequential([relax.transform.LegalizeOps(),
                                                   relax.transform.AnnotateTIROpPattern(),
                                                   relax.transform.FuseOps(), relax.transform.FuseTIR()]),
                 "FuseTIR's output is ill-formed by TVM's own check")
