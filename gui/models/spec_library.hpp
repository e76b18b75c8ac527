#pragma once
// The preloaded library of classic access specs (Transmit, Receive, Full duplex,
// Request/response), read from resources/access_specs.json through the Qt resource system;
// the disk specs of the Disk I/O wizard (4 KiB random read … 1 MiB sequential read) the
// same way from resources/disk_specs.json.
// Every entry is an iometry.plan/1 spec object, checked by the same validator as a plan.
// A spec's name is the plan's data and stays as the file writes it; its description is
// help, shown in the window's language.

#include <QString>
#include <QStringList>
#include <vector>

#include "engine/model/plan.hpp"
#include "engine/plan/plan_json.hpp"

namespace iometry::gui {

class SpecLibrary {
public:
    struct Entry {
        model::AccessSpec spec;
        QString description;  ///< the entry's "_description", as the file has it (English)

        /** The description in the window's language (the translations know the built-in
         *  libraries' texts; another file's stay as written). Ask it when shown. */
        QString shownDescription() const;
    };

    /** Loads @p path (a file or a ":/…" resource); problems() tells what was wrong. */
    explicit SpecLibrary(const QString& path = defaultPath());

    /** The library compiled into the program. */
    static QString defaultPath() { return QStringLiteral(":/access_specs.json"); }
    /** The disk library compiled into the program (the Disk I/O wizard's choices). */
    static QString diskPath() { return QStringLiteral(":/disk_specs.json"); }

    const std::vector<Entry>& entries() const { return m_entries; }
    QStringList names() const;
    /** The spec called @p name, or nullptr. */
    const model::AccessSpec* find(const QString& name) const;
    /** Why the file or one of its specs was refused ("specs[2].lines[0].read: …"). */
    const std::vector<model::PlanProblem>& problems() const { return m_problems; }

private:
    std::vector<Entry> m_entries;
    std::vector<model::PlanProblem> m_problems;
};

}  // namespace iometry::gui
