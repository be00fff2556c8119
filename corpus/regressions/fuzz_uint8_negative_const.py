# RXV: fuzz find (fuzz_unit round trip, after the imgvision merge): the generator made R.const(-2, "uint8"), which the reader rejects; the generator now draws unsigned constants from 0 .. 6
# EXPECT-READ-ERROR: 9:52: R.const: value -2 does not fit uint8
# from tvm.script import ir as I
# from tvm.script import relax as R

@R.function
def main() -> R.Tensor((), dtype="uint8"):
    with R.dataflow():
        lv = R.divide(R.const(3, "uint8"), R.const(-2, "uint8"))
        R.output(lv)
    return lv
