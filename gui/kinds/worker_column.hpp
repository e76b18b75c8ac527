#pragma once
// The columns of the workers table (the Targets page), each described once: its key in the
// plan file, header and tip, how a cell shows, which values its editor offers, and how an
// edit changes the worker. The columns every worker has are here; each kind of worker
// brings its own with its KindEditor (gui/kinds/<kind>_editor.cpp), and the table asks the
// registry, never a kind's name (docs/architecture.md, "How to add a worker kind").

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <QVariant>
#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "engine/kinds/worker_kind.hpp"
#include "engine/model/plan.hpp"

namespace iometry::gui {

class WorkerModel;

/** The table's words: one translation context for the model and every column. */
class WorkerText {
    Q_DECLARE_TR_FUNCTIONS(iometry::gui::WorkerModel)
};

/** A cell as a column sees it. */
struct CellView {
    const model::WorkerDef& worker;
    const model::Plan& plan;
    const WorkerModel& table;  ///< what the connected dynamos said
};

/** The values an editor of a cell offers. */
struct Choices {
    QStringList values;
    QStringList labels;  ///< how each value is shown; the values themselves when empty
    bool freeText = true;  ///< other values may be typed
};

/** One edit of a cell, applied to a copy of the plan that the validator then reads. */
struct CellEdit {
    model::Plan& plan;
    model::WorkerDef& worker;
    const WorkerModel& table;
    QVariant value;
    QString text;  ///< the value as typed, trimmed
    /**
     * The value as the plan file would hold it, for the validator to word what it refuses
     * (a number out of range never reaches the plan, but the validator must see it); null
     * when the edit set the plan itself.
     */
    nlohmann::ordered_json raw;

    std::string utf8() const { return text.toStdString(); }
    /** raw = what was typed as a JSON number (or the text when it is none). */
    const nlohmann::ordered_json& rawNumber();
    /** true, yes, 1 / false, no, 0 and the words the cells show; nullopt otherwise. */
    std::optional<bool> yesNo() const;
    /** Empty, or "default" as typed or shown: the kernel's (or the host's) default. */
    bool isDefault() const;
    /** Adds dynamo @p name to the plan when it names one it lacks (spawned when ours). */
    void useDynamo(const std::string& name) const;
    /** An optional integer: empty clears it, a number sets it, raw holds what was typed. */
    template <typename T>
    void optionalInteger(std::optional<T>& out) {
        if (text.isEmpty()) return out.reset();
        if (const auto n = wholeNumber(rawNumber())) out = static_cast<T>(*n);
    }
    /** An optional number: empty clears it. */
    void optionalNumber(std::optional<double>& out);
    /** An optional boolean: "default" clears it; else yesNo(), raw holds a word it cannot read. */
    void optionalBoolean(std::optional<bool>& out);
    /** A boolean: yesNo(), raw holds a word it cannot read. */
    void boolean(bool& out);
    /** A CPU to pin to: empty or "any" clears it. */
    void cpu(std::optional<int>& out);

    /** The whole number a JSON value holds, in int's range for @p T = int. */
    static std::optional<std::int64_t> wholeNumber(const nlohmann::ordered_json& j);
};

/** One column of the workers table. */
struct WorkerColumn {
    /** The key of the worker object it edits, as the validator's paths name it: `rate_mbit`, `peer.cpu`, `socket.mss`. */
    std::string key;
    const char* header;   ///< marked with QT_TRANSLATE_NOOP("iometry::gui::WorkerModel", …)
    /** The same; for a column with a setting, what its tip adds to the setting's help and range ("" for nothing). */
    const char* toolTip;
    /** Where it stands among the table's columns (lower first); the same rank keeps the order added. */
    int rank = 100;
    bool number = false;   ///< right-aligned
    bool stretch = false;  ///< takes the free width (long texts: names, IPv6 addresses)
    /** The cell's text; @p editor: the text an editor starts from. */
    std::function<QString(const CellView&, bool editor)> text = {};
    /** The value an editor edits (Qt::EditRole) when not text(view, true). */
    std::function<QVariant(const CellView&)> editValue = {};
    /** A tip of the cell's own (an interface's facts); empty: the header's tip. */
    std::function<QString(const CellView&)> cellTip = {};
    /** What an editor offers; none: a plain text field. */
    std::function<Choices(const CellView&)> choices = {};
    /** Applies an edit; a refusal in words, or empty. */
    std::function<QString(CellEdit&)> edit = {};
    /** After the validator: what only the connected hosts know (how many CPUs); empty if fine. */
    std::function<QString(const CellView&)> hostCheck = {};
    /** For a column of every worker shown only when some worker uses it (a phase); none: always. */
    std::function<bool(const model::WorkerDef&)> inUse = {};
    /**
     * The setting it edits, from its kind's settings table (or the rule of a key every worker
     * has): the tip says its help, its range and unit, then toolTip's words (columnTip()).
     */
    std::optional<model::KindParam> setting = {};
    /** The translation context of the setting's help: a kind's table's, or the window's own. */
    const char* helpContext = "KindSetting";
    /** The kind whose column it is alone, named first in the tip ("tcp: …"); empty for a pair's. */
    std::string kindName = {};
};

/**
 * The tip of @p column: "tcp: SO_SNDBUF: … (4096 to 2147483647 B)." from its setting's help,
 * range and unit, then its own words; its own words alone when it edits no setting.
 */
QString columnTip(const WorkerColumn& column);
/** The values @p setting takes in words, with its unit: "4096 to 2147483647 B", "auto, io_uring, libaio or sync"; empty for a flag or a text. */
QString settingRange(const model::KindParam& setting);
/** @p column editing @p kind's setting @p key (its table must have it); @p named: "kind: " first in its tip. */
WorkerColumn withSetting(WorkerColumn column, const model::WorkerKind& kind, bool named = true);

/** A kind of worker as the workbench edits it; the kind itself is the engine's. */
struct KindEditor {
    const model::WorkerKind* kind = nullptr;
    const char* label = "";  ///< "tcp — a stream or request/response pair" (QT_TRANSLATE_NOOP)
    /** Its columns; a column whose key another kind has too (bind) is shown once. */
    std::vector<WorkerColumn> columns;
    /**
     * Makes the edited worker one of this kind: new settings at the kind's defaults, with
     * what carries over from the kind it had (the ends of a pair) and the values a new one
     * needs (a test file, an offered rate).
     */
    std::function<void(CellEdit&)> adopt;

    const WorkerColumn* column(const std::string& key) const;
};

/** The kinds the table edits, and its columns: those of every worker, then the kinds'. */
class KindEditors {
public:
    /** The editors of the built-in kinds (builtin_editors.cpp), to which tests may add. */
    static KindEditors& instance();

    /** Adds @p editor, replacing one for the same kind. */
    void add(KindEditor editor);
    const KindEditor* find(const std::string& kind) const;
    const KindEditor* of(const model::WorkerDef& worker) const {
        return worker.kind() ? find(worker.kind()->name()) : nullptr;
    }
    const std::vector<KindEditor>& all() const { return m_editors; }

    /** The table's columns in order: by rank, each key once. */
    const std::vector<const WorkerColumn*>& columns() const { return m_columns; }
    /** The index of the column with @p key; -1 when there is none. */
    int columnOf(const std::string& key) const;
    /** The column @p index as @p worker has it (its kind's own, for a shared key); null if it has none. */
    const WorkerColumn* columnFor(int index, const model::WorkerDef& worker) const;

private:
    void rebuild();
    std::vector<KindEditor> m_editors;
    std::vector<WorkerColumn> m_common;
    std::vector<const WorkerColumn*> m_columns;
};

/** The columns every worker has: name, dynamo, kind, spec, outstanding, CPU. */
std::vector<WorkerColumn> commonColumns();
/** Adds the editors of the built-in kinds (gui/kinds/builtin_editors.cpp). */
void addBuiltInEditors(KindEditors& editors);

/**
 * A column of a yes/no setting: @p field(worker) is the bool, for a const worker (the cell)
 * and a mutable one (the edit): a generic lambda `[](auto& w) -> auto& { … }`.
 */
template <typename Field>
WorkerColumn flagColumn(std::string key, const char* header, const char* toolTip, int rank, Field field);

/** "1073741824", "1 GiB", "512M", "4 KiB": bytes; nullopt for anything else. */
std::optional<std::uint64_t> parseByteCount(const QString& text);
/** "yes" or "no" shown; "true" or "false" for an editor. */
QString yesNoText(bool on, bool editor);
/** The yes/no choices of a boolean column. */
Choices yesNoChoices();

template <typename Field>
WorkerColumn flagColumn(std::string key, const char* header, const char* toolTip, int rank, Field field) {
    WorkerColumn c{std::move(key), header, toolTip, rank};
    c.text = [field](const CellView& v, bool editor) { return yesNoText(field(v.worker), editor); };
    c.choices = [](const CellView&) { return yesNoChoices(); };
    c.edit = [field](CellEdit& e) {
        e.boolean(field(e.worker));
        return QString();
    };
    return c;
}

}  // namespace iometry::gui
