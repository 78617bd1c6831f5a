#pragma once
#define GROUP_SIZE 64
struct Item { float value; uint key; };
