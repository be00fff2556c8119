#pragma once
#include "semantics/interp/engine.h"
