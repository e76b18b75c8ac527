#pragma once
// The lines of one access spec of the PlanDocument, as an editable table. Every edit is run
// through model::parseAccessSpec, so a cell refuses exactly what the plan file would refuse,
// with the validator's words ("read: must be 0–100, got 140"). Rules across lines (shares
// adding up to 100, replies in one direction) cannot be met one cell at a time: they are a
// spec-level warning (specProblem()), not a refusal.

#include <QString>
#include <cstdint>
#include <functional>
#include <optional>

#include "gui/models/checked_table_model.hpp"
#include "engine/model/plan.hpp"
#include "gui/text_format.hpp"

namespace iometry::gui {

class PlanDocument;

/**
 * Reads "512", "4K", "4 KB", "64 KiB", "1.5M", "1 MiB" (binary units, as IOmeter's KB).
 * Negative and out-of-range numbers are returned as they are, for the validator to judge;
 * std::nullopt when the text is not a size at all.
 */
std::optional<std::int64_t> parseByteSize(const QString& text);

class AccessSpecModel : public CheckedTableModel {
    Q_OBJECT

public:
    enum Column {
        SizeColumn,
        ShareColumn,
        ReadColumn,
        RandomColumn,
        AlignColumn,
        ReplyColumn,
        BurstColumn,
        DelayColumn,
        ColumnCount
    };
    enum Role {
        EditTextRole = Qt::UserRole + 1,  ///< QString an editor starts from ("64 KiB", "0")
        JsonKeyRole,                      ///< QString: the line's key in the plan file ("delay_ms")
    };

    explicit AccessSpecModel(PlanDocument* document, QObject* parent = nullptr);

    /** Shows the spec at @p index of the plan's specs; -1 shows none. */
    void setSpecIndex(int index);
    int specIndex() const { return m_specIndex; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    /** What is wrong with the spec as a whole ("lines: shares must add up to 100, got 150"). */
    QString specProblem() const { return m_specProblem; }
    /** What is wrong with @p value in the cell @p index (one line alone). */
    QString checkEdit(const QModelIndex& index, const QVariant& value) const override;

    /** The plan-file key of @p column ("size", "share", …, "delay_ms"). */
    static const char* jsonKey(int column);

Q_SIGNALS:
    void specProblemChanged(const QString& problem);

protected:
    QString prepareEdit(const QModelIndex& index, const QVariant& value,
                        std::function<void()>& apply) override;
    /** Only while a spec is shown. */
    bool takesRows() const override { return m_specIndex >= 0; }
    /** New lines copy the line above with share 0, so the shares still add up. */
    void addRows(int row, int count) override;
    QString emptyRefusal() const override;
    /** A removed line's share goes to its neighbour. */
    void eraseRows(int row, int count) override;

private:
    bool tryEdit(int row, int column, const QVariant& value, model::AccessLine& line,
                 QString& reason) const;
    void commit();
    void syncFromDocument();
    void updateSpecProblem();

    PlanDocument* m_document;
    int m_specIndex = -1;
    model::AccessSpec m_spec;  ///< a copy, so the model stays consistent while the plan changes
    QString m_specProblem;
};

}  // namespace iometry::gui
