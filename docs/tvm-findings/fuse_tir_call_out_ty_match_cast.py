# TVM finding 86: LegalizeOps, AnnotateTIROpPattern, FuseOps, FuseTIR on a module whose dataflow
# block match_casts a (1, 1) tensor to (p0, q0) and uses both the cast value and R.shape([p0, q0])
# give a module TVM's own well-formedness check rejects: "The `out_ty` argument for R.call_tir must
# be compatible with the PrimFunc. However, the PrimFunc's signature implies that the output should
# be R.Tensor((p0, q0)), but the `out_ty` argument was R.Tensor((1, 1))" (rxv shrank it from 11
# bindings to 4).
import sys

import tvm
from tvm import relax

mod = tvm.script.from_source('''
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
''')
seq = tvm.transform.Sequential([relax.transform.LegalizeOps(), relax.transform.AnnotateTIROpPattern(),
                                relax.transform.FuseOps(), relax.transform.FuseTIR()])
out = seq(mod)
print(out.script())
try:
    relax.analysis.well_formed(out)
except Exception as e:
    print([l for l in str(e).splitlines() if "out_ty" in l][:1])
    print("REPRODUCED: FuseTIR's output is ill-formed by TVM's own check")
    sys.exit(1)
ok = relax.analysis.well_formed(out)
if not ok:
    print("REPRODUCED: FuseTIR's output is ill-formed by TVM's own check")
    sys.exit(1)
print("not reproduced: the output is well-formed")
