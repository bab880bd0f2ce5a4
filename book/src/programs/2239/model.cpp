// BOJ 2239, a model solution in C++ (this book's).
// Like hole-array: the blanks in a fixed array, three tables of used digits.
// The blanks in row-major order, the digits 1 to 9:
// the first completion found is the smallest one.
#include <iostream>
#include <string>
using namespace std;

int board[9][9];
bool rowUsed[9][10], colUsed[9][10], boxUsed[9][10];
pair<int, int> hole[81];
int holes = 0;

bool fill(int k) {
    if (k == holes) return true; // the first completion: stop here
    int r = hole[k].first, c = hole[k].second, b = r / 3 * 3 + c / 3;
    for (int d = 1; d <= 9; d++) { // smallest digit first
        if (rowUsed[r][d] || colUsed[c][d] || boxUsed[b][d]) continue;
        rowUsed[r][d] = colUsed[c][d] = boxUsed[b][d] = true;
        board[r][c] = d;
        if (fill(k + 1)) return true;
        rowUsed[r][d] = colUsed[c][d] = boxUsed[b][d] = false;
    }
    board[r][c] = 0;
    return false;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    for (int r = 0; r < 9; r++) {
        string line; // 9 digits, no spaces
        cin >> line;
        for (int c = 0; c < 9; c++) {
            int d = line[c] - '0';
            board[r][c] = d;
            if (d == 0) {
                hole[holes++] = {r, c};
            } else {
                rowUsed[r][d] = colUsed[c][d] = boxUsed[r / 3 * 3 + c / 3][d] = true;
            }
        }
    }
    fill(0);
    string out;
    for (int r = 0; r < 9; r++) {
        for (int c = 0; c < 9; c++) out += char('0' + board[r][c]);
        out += '\n';
    }
    cout << out;
}
