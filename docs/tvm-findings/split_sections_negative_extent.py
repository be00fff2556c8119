# TVM finding 84: R.split(x, indices_or_sections=3, axis=1) of a (1, 1) tensor is accepted, and
# TVM's StructInfo gives the parts (1, 1), (1, 1) and (1, -1): each part ceil(1 / 3) = 1 wide and
# the last one what is left, a negative extent. numpy's array_split gives (1, 1), (1, 0), (1, 0);
# a tensor has no negative dimension. (rxv infers the array_split shapes, and TVM's parser then
# rejects rxv's correct annotation: the issue-16 campaigns' `tvm-parse` findings on R.split.)
import sys

import tvm
from tvm import relax

mod = tvm.script.from_source('''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 1), dtype="float32")):
        y = R.split(x, indices_or_sections=3, axis=1)
        return y
''')
ty = mod["main"].ret_ty  # StructInfo is called Type in TVM 0.27
print(ty)
dims = [int(d) for f in ty.fields for d in f.shape]
if min(dims) < 0:
    print("REPRODUCED: R.split's StructInfo has a negative extent")
    sys.exit(1)
print("not reproduced")
