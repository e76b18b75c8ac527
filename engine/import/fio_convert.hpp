#pragma once
/**
 * @file
 * @brief What the jobs of a fio job file become in a plan (docs/fio-files.md, "Reading fio
 *        job files": the mapping table), and the notes of what they do not carry.
 */

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "engine/import/fio_job_reader.hpp"
#include "engine/import/icf_plan.hpp"

namespace iometry::import_fio {

/**
 * @brief fio's size value ("4k", "4KiB", "1m", "512"): bytes, with fio's units and its
 *        kb_base (1024: k = 1024 and the IEC KiB = 1000; 1000: the other way round).
 *        Throws std::invalid_argument with the reason (an unknown unit, a fraction, which
 *        fio reads as 0 or as its integer part, a percentage).
 */
std::uint64_t parseFioSize(std::string_view value, int kbBase = 1024);

/**
 * @brief fio's time value in microseconds: a unit `us`/`usec`, `ms`/`msec`, `s`, `m`, `h`,
 *        `d` (any case), else @p defaultUnitUs (seconds for runtime, microseconds for
 *        thinktime). Throws std::invalid_argument with the reason.
 */
std::uint64_t parseFioTime(std::string_view value, std::uint64_t defaultUnitUs);

/**
 * @brief The plan the jobs of @p text run as, named @p title; what they do not carry goes to
 *        @p notes, one sentence each (options listed by name, as the file spells them).
 *        Throws FioMalformed naming the option's line for a value fio would not read and for
 *        a job that cannot run at all (an engine or a workload Iometry has no equivalent of).
 */
import_icf::IcfPlan planFromFio(const FioJobText& text, const std::string& title,
                                std::vector<std::string>& notes);

}  // namespace iometry::import_fio
