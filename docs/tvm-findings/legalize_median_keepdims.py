# TVM finding 83: R.median(x, axis=None, keepdims=True) of a (2, 3) tensor has the StructInfo
# R.Tensor((1, 1)) (numpy: np.median(x, keepdims=True).shape == (1, 1)); LegalizeOps lowers it to
# a call whose result has another rank, so re-normalizing the following R.permute_dims(y, [1, 0])
# raises "PermuteDims expects the number of input axes to equal the ndim of the input tensor"
# (rxv shrank it from 70 bindings to 6, issue-16 LegalizeOps campaign, seed 26).
from _legalize_common import check

check('''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 3), dtype="float32")):
        y = R.median(x, keepdims=True)
        z = R.permute_dims(y, axes=[1, 0])
        return z
''', "LegalizeOps of a keepdims median changes its rank")
