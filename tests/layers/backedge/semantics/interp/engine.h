#pragma once
#include "semantics/value/vocabulary.h"
