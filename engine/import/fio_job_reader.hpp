#pragma once
/**
 * @file
 * @brief The syntax of fio job files, read as fio 3.x reads them (docs/fio-files.md,
 *        "Reading fio job files"): sections, comments, `include`, `${VAR}`.
 *
 * What the options mean is fio_convert's; this reader only says which options each section
 * holds, where each was written and which environment variables its value took.
 */

#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace iometry::import_fio {

/** @brief Where something was written: the file (as the including file named it) and its line. */
struct FioWhere {
    std::string file;  ///< empty for the job file itself, else the include's path as written
    int line = 0;      ///< 1-based

    /** "line 4: " for the job file, "common.fio, line 4: " for an included one. */
    std::string prefix() const;
};

/** @brief One `name=value` (or bare `name`) of a section, the environment already substituted. */
struct FioOption {
    std::string name;   ///< as written (fio compares option names as written)
    std::string value;  ///< after `${VAR}` substitution; empty for a bare name
    bool hasValue = false;
    std::string written;  ///< `name=value` as the file wrote it (before substitution)
    FioWhere where;
    /** Every `${VAR}` in the value, in order, and of those the ones that are not set. */
    std::vector<std::string> variables;
    std::vector<std::string> unsetVariables;
};

/** @brief A `[section]`: a job, or a global section (its name starts with "global"). */
struct FioSection {
    std::string name;
    bool global = false;
    FioWhere where;
    std::vector<FioOption> options;  ///< in file order, included options where the include was
};

/** @brief What a job file holds: its sections in order, and the files it included. */
struct FioJobText {
    std::vector<FioSection> sections;
    std::vector<std::string> includes;  ///< each included file as written, in the order read
};

/** @brief A file fio would refuse (or that this reader refuses), with where. */
struct FioMalformed : std::runtime_error {
    FioWhere where;
    FioMalformed(FioWhere at, const std::string& message)
        : std::runtime_error(message), where(std::move(at)) {}
};

/** @brief Reads an included file by the path the reader computed; nullopt when it cannot. */
using FioFileLoader = std::function<std::optional<std::string>(const std::string& path)>;
/** @brief The value of an environment variable; nullopt when it is not set. */
using FioEnvironment = std::function<std::optional<std::string>(const std::string& name)>;

/** @brief The process's environment (getenv). */
std::optional<std::string> processEnvironment(const std::string& name);

/** @brief The most nested includes followed before the file is refused (fio has no limit). */
inline constexpr int kMaxIncludeDepth = 16;

/**
 * @brief Reads @p text, the job file at @p path (includes are relative to its directory).
 *        Throws FioMalformed naming the line (and the included file) of what fio would not
 *        read: an option outside a section, a section in an included file, an include that
 *        cannot be read, an include cycle, includes nested beyond kMaxIncludeDepth.
 */
FioJobText readFioJobText(std::string_view text, const std::string& path, const FioFileLoader& load,
                          const FioEnvironment& environment);

}  // namespace iometry::import_fio
