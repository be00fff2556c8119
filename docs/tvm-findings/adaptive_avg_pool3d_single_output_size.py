# TVM finding (tvm-parse): R.nn.adaptive_avg_pool3d(x, output_size=[1]) is rejected by the op's
# constructor (src/relax/op/nn/pooling.cc): for a list of one value it appends one copy (as the
# 2-d op does) and then checks for 3 values: "The output_size length is expected to be 3. However,
# the given output_size is (1, 1)". The Python docstring says output_size has "length either 1 or
# 3", and an int is expanded to three copies; a one-element list should be too.
import sys
import traceback

import tvm

SRC = '''
from tvm.script import ir as I
from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 1, 2, 2, 2), "float32")):
        y = R.nn.adaptive_avg_pool3d(x, output_size=[1], layout="NCDHW", out_layout="NCDHW")
        return y
'''

try:
    tvm.script.from_source(SRC)
except Exception:
    traceback.print_exc(limit=1)
    print("REPRODUCED: adaptive_avg_pool3d rejects a one-element output_size")
    sys.exit(1)
print("not reproduced: the module parses")
