#include "gui/widgets/column_fit.hpp"

#include <QAbstractItemModel>
#include <QEvent>
#include <QHeaderView>
#include <QTableView>
#include <QTimer>
#include <algorithm>
#include <vector>

namespace iometry::gui {
namespace {

/** The rows beyond those in view that a column's fitted width reads (resizeContentsPrecision). */
constexpr int kFitRows = 100;

class ColumnFitter : public QObject {
public:
    ColumnFitter(QTableView* view, std::function<bool(int)> takesSpare)
        : QObject(view), m_view(view), m_takesSpare(std::move(takesSpare)) {
        QHeaderView* header = view->horizontalHeader();
        header->setSectionResizeMode(QHeaderView::Interactive);
        header->setStretchLastSection(false);
        // A column's width from the rows in view and at most this many more: fitting a table of
        // 256 workers' rows to every cell stalls the window at each change.
        header->setResizeContentsPrecision(kFitRows);
        view->viewport()->installEventFilter(this);
        watch(view->model());
        fit();
    }

    bool eventFilter(QObject*, QEvent* event) override {
        if (event->type() == QEvent::Resize) fit();
        else if (event->type() == QEvent::Show || event->type() == QEvent::FontChange) later();
        return false;
    }

private:
    void watch(QAbstractItemModel* model) {
        if (!model) return;
        connect(model, &QAbstractItemModel::modelReset, this, [this] { later(); });
        connect(model, &QAbstractItemModel::layoutChanged, this, [this] { later(); });
        connect(model, &QAbstractItemModel::rowsInserted, this, [this] { later(); });
        connect(model, &QAbstractItemModel::rowsRemoved, this, [this] { later(); });
        connect(model, &QAbstractItemModel::columnsInserted, this, [this] { later(); });
        connect(model, &QAbstractItemModel::columnsRemoved, this, [this] { later(); });
        connect(model, &QAbstractItemModel::dataChanged, this, [this] { later(); });
        connect(model, &QAbstractItemModel::headerDataChanged, this, [this] { later(); });
    }

    void later() {
        if (m_pending) return;
        m_pending = true;
        QTimer::singleShot(0, this, [this] {
            m_pending = false;
            fit();
        });
    }

    void fit() {
        QAbstractItemModel* model = m_view->model();
        if (!model) return;
        QHeaderView* header = m_view->horizontalHeader();
        const auto* asView = static_cast<const QAbstractItemView*>(m_view);  // sizeHintForColumn is public there
        const int columns = model->columnCount(m_view->rootIndex());
        std::vector<int> need(static_cast<std::size_t>(columns), 0);
        std::vector<int> takers;
        int used = 0;
        for (int c = 0; c < columns; ++c) {
            if (header->isSectionHidden(c)) continue;
            const int width = std::max(asView->sizeHintForColumn(c), header->sectionSizeHint(c));
            need[static_cast<std::size_t>(c)] = width;
            used += width;
            if (m_takesSpare(c)) takers.push_back(c);
        }
        if (takers.empty())
            for (int c = 0; c < columns; ++c)
                if (!header->isSectionHidden(c)) takers.push_back(c);
        const int spare = std::max(0, m_view->viewport()->width() - used);
        const int share = takers.empty() ? 0 : spare / static_cast<int>(takers.size());
        int rest = takers.empty() ? 0 : spare % static_cast<int>(takers.size());
        for (int c = 0; c < columns; ++c) {
            if (header->isSectionHidden(c)) continue;
            int width = need[static_cast<std::size_t>(c)];
            if (std::find(takers.begin(), takers.end(), c) != takers.end()) {
                width += share + (rest > 0 ? 1 : 0);
                rest = std::max(0, rest - 1);
            }
            if (header->sectionSize(c) != width) header->resizeSection(c, width);
        }
    }

    QTableView* m_view;  ///< its parent: outlives it
    std::function<bool(int)> m_takesSpare;
    bool m_pending = false;
};

}  // namespace

void fitColumns(QTableView* view, std::function<bool(int column)> takesSpare) {
    new ColumnFitter(view, std::move(takesSpare));
}

}  // namespace iometry::gui
