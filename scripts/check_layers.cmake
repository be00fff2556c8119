# The layer check (DESIGN.md, "Layers and folders"; README "Layout"): every `#include "..."` in
# semantics/, solver/, fuzz/, backends/ and tools/ must point at its own layer or one below it.
# Run: cmake -DRXV_SOURCE_DIR=<repo> -P scripts/check_layers.cmake (ctest runs it as `layers`).
# Fails listing each offending include as `file:line: includes X (layer A may not use layer B)`.
#
# The layers, bottom first. A layer is one or more path prefixes; a file belongs to the layer of
# its longest matching prefix. Layers on the same line (a `|` list) are peers: neither may
# include the other. Inside semantics/, the value vocabulary sits below the op table and the
# engines that call ops (StructInfo inference, the interpreter) above it.
cmake_minimum_required(VERSION 3.20)

set(RXV_LAYERS
    "semantics/support"
    # The IR and its walker (visitor, structural equality and hashing, shape-variable collection).
    "semantics/ir"
    # Lexer, Python-syntax parser, PrimExpr and TIR readers, the printer.
    "semantics/script"
    "semantics/arith"
    "semantics/analysis|semantics/transform"
    # StructInfo relations, erasure, substitution.
    "semantics/struct_info"
    # Values, tensors, EvalError, the kernel context, matching, value I/O, comparison,
    # refinement, random inputs.
    "semantics/value"
    "semantics/ops"
    # The Relax reader binds op calls through the op table.
    "semantics/script/relax_reader"
    "semantics/infer"
    "semantics/interp"
    "solver"
    "fuzz|backends"
    "tools")

# Includes that may cross the order, as "file -> include" (none: keep it so).
set(RXV_LAYER_EXCEPTIONS "")

if(NOT RXV_SOURCE_DIR)
  get_filename_component(RXV_SOURCE_DIR "${CMAKE_CURRENT_LIST_DIR}/.." ABSOLUTE)
endif()

# Layer index of a repository-relative path (-1: outside every layer, e.g. generated headers).
function(rxv_layer_of path out_index out_name)
  set(best_len 0)
  set(best -1)
  set(best_name "")
  set(i 0)
  foreach(entry IN LISTS RXV_LAYERS)
    string(REPLACE "|" ";" prefixes "${entry}")
    foreach(p IN LISTS prefixes)
      string(LENGTH "${p}" len)
      string(SUBSTRING "${path}" 0 ${len} head)
      if(head STREQUAL p AND len GREATER best_len)
        set(best_len ${len})
        set(best ${i})
        set(best_name "${p}")
      endif()
    endforeach()
    math(EXPR i "${i} + 1")
  endforeach()
  set(${out_index} ${best} PARENT_SCOPE)
  set(${out_name} "${best_name}" PARENT_SCOPE)
endfunction()

set(violations "")
set(count 0)
foreach(top semantics solver fuzz backends tools)
  file(GLOB_RECURSE files RELATIVE "${RXV_SOURCE_DIR}" "${RXV_SOURCE_DIR}/${top}/*.h"
       "${RXV_SOURCE_DIR}/${top}/*.cpp")
  foreach(f IN LISTS files)
    rxv_layer_of("${f}" from from_name)
    if(from LESS 0)
      continue()
    endif()
    file(STRINGS "${RXV_SOURCE_DIR}/${f}" lines REGEX "^[ \t]*#[ \t]*include[ \t]*\"")
    foreach(line IN LISTS lines)
      string(REGEX REPLACE "^[ \t]*#[ \t]*include[ \t]*\"([^\"]+)\".*" "\\1" inc "${line}")
      math(EXPR count "${count} + 1")
      rxv_layer_of("${inc}" to to_name)
      if(to LESS 0 OR from_name STREQUAL to_name)
        continue()
      endif()
      if(to LESS from)
        continue()
      endif()
      if("${f} -> ${inc}" IN_LIST RXV_LAYER_EXCEPTIONS)
        continue()
      endif()
      # Same index, other prefix: peers, or a folder and a sub-layer of it (script/relax_reader
      # over script) on the same line; both are back-edges.
      list(APPEND violations "${f}: includes ${inc} (${from_name} may not use ${to_name})")
    endforeach()
  endforeach()
endforeach()

if(violations)
  list(LENGTH violations n)
  string(REPLACE ";" "\n" text "${violations}")
  message(FATAL_ERROR "${n} include(s) against the layer order (scripts/check_layers.cmake):\n${text}")
endif()
message(STATUS "layers: ${count} includes follow the order")
