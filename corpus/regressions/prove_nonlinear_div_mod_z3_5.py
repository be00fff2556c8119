# RXV: PROVE: nonlinear floor/truncating division identities that Z3 4.8.12 left to its timeout (issue 22: moved to Z3 5.4.1, and the truncating remainder encoded as a - b * q, which 5.4.1 needs for the div/mod identity)
# EXPECT: well-formed
# PROVE: (io * t + ii) % t == ii assuming ii < t
# PROVE: (io * t + ii) // t == io assuming ii < t
# PROVE: [signed] (io * t + ii) % t == ii assuming ii >= 0, ii < t
# PROVE: [signed] T.truncdiv(x, y) * y + T.truncmod(x, y) == x assuming y != 0
# PROVE: [signed] T.floormod(x * z * 2 + y, z * 2) == T.floormod(y, z * 2) assuming z != 0
# PROVE-REFUTED: (io * t + ii) % t == ii assuming ii <= t
# from tvm.script import relax as R

@R.function
def main(x: R.Tensor(("io", "t"), dtype="float32")) -> R.Tensor(("io * t",), dtype="float32"):
    io = T.int64()
    t = T.int64()
    gv: R.Tensor((io * t,), dtype="float32") = R.reshape(x, R.shape([io * t]))
    return gv
