#pragma once
/// Run-time values of a JIT-compiled region (issue 19): the literal scalars and attribute values
/// that change no loop structure are Halide Params of the pipeline, not constants compiled into
/// it, so that regions differing only in them share one compiled pipeline (Region::jit_key leaves
/// their values out). An op opts in where it registers its lowering (LoweringRegistry::add with
/// RunTimeValues): its scalar PrimValue arguments (read only through literal()) and the float
/// attributes it names (read only through LowerContext::float_value). What the compiled code
/// does depend on (op kinds, wiring, ranks, dtypes, axes, strides, shapes) stays in the key.
///
/// The parameters are bound from each region's own call before its pipeline runs; their values
/// also take part in the shape checks (a value may appear in an extent).
#include <Halide.h>

#include <map>
#include <string>
#include <variant>
#include <vector>

#include "backends/halide/region.h"

namespace rxv::halide {

/// What of an op's call a compiled pipeline takes at run time.
struct RunTimeValues {
  bool literals = false;                ///< scalar PrimValue arguments
  std::vector<std::string> float_attrs; ///< float attributes ("epsilon")
  /// Elementwise: the result is its operands' broadcast, element by element, whatever their
  /// rank. A region of such ops whose tensor operands all have one shape (or none) runs on
  /// their 1-d views, so one compiled pipeline serves every rank (RegionRunner::run).
  bool any_rank = false;
  /// False: a call with a float literal keeps all its literals in the key (an op whose extents
  /// come from its literals, such as arange, whose float length a shape check cannot fold).
  bool float_literals = true;
  /// The dims of literal shape arguments (R.shape([2, 3])), but -1 (an inferred dim): the rank
  /// and the -1s stay in the key. The lowering reads them from Operand::dims.
  bool shapes = false;
  /// The int tuple arguments (by position) whose elements are run-time values (strided_slice's
  /// begin and end); their lengths stay in the key. The lowering reads them from Operand::dims.
  std::vector<int> tuple_args = {};
  bool takes_tuple(int arg) const;
  /// Whether the scalar literal arguments of `call` are taken at run time.
  bool takes_literals(const sem::CallNode& call) const;
  bool has_float_attr(const std::string& name) const;
  /// Whether attribute `name` of value `v` is taken at run time: a declared float attribute
  /// holding a number (an int reads as one); else its value is part of the key.
  bool takes_attr(const std::string& name, const sem::AttrValue& v) const;
};

/// The parameters of one pipeline, each tied to where its value comes from in the region.
class RunTimeParams {
public:
  /// A parameter for the scalar literal argument `arg` of binding `binding`: Int(64) or
  /// Float(64) after the literal's dtype.
  Halide::Expr add_literal(int binding, int arg, bool is_float);
  /// An Int(64) parameter for element `dim` of the literal shape or int tuple argument `arg` of
  /// binding `binding`.
  Halide::Expr add_shape_dim(int binding, int arg, int dim);
  /// A Float(64) parameter for float attribute `attr` of binding `binding` (absent or None at
  /// run time: `default_value`).
  Halide::Expr add_float_attr(int binding, const std::string& attr, double default_value);
  /// Whether binding `binding` has a parameter for `attr`.
  bool has_attr(int binding, const std::string& attr) const;
  bool empty() const { return params_.empty(); }

  /// Binds every parameter to `region`'s values (in `pm`, and by name in `env` for the shape
  /// checks); empty, or why a value cannot be read (the region then runs on the interpreter).
  std::string bind(const Region& region, Halide::ParamMap& pm,
                   std::map<std::string, Halide::Expr>& env) const;

private:
  struct Param {
    int binding = 0;
    int arg = -1;     ///< a literal argument, or -1 for an attribute
    int dim = -1;     ///< a dim of the literal shape argument `arg`, or -1 for a scalar
    std::string attr; ///< the attribute's name
    double default_value = 0;
    std::variant<Halide::Param<int64_t>, Halide::Param<double>> param;
  };
  std::vector<Param> params_;
};

} // namespace rxv::halide
