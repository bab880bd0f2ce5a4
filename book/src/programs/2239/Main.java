// BOJ 2239, a model solution in Java (this book's).
// Like bitmask: one bit per digit for every row, column and block.
// The blanks in row-major order, the digits 1 to 9:
// the first completion found is the smallest one.
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    static int[] board = new int[81];
    static int[] rowBits = new int[9], colBits = new int[9], boxBits = new int[9];
    static int[] blanks = new int[81];
    static int blankCount = 0;

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        for (int r = 0; r < 9; r++) {
            String line = br.readLine().trim(); // 9 digits, no spaces
            for (int c = 0; c < 9; c++) {
                int i = r * 9 + c, d = line.charAt(c) - '0';
                board[i] = d;
                if (d == 0) {
                    blanks[blankCount++] = i;
                } else {
                    rowBits[r] |= 1 << d;
                    colBits[c] |= 1 << d;
                    boxBits[box(i)] |= 1 << d;
                }
            }
        }
        solve(0);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 81; i++) {
            sb.append(board[i]);
            if (i % 9 == 8) sb.append('\n');
        }
        System.out.print(sb);
    }

    static int box(int i) {
        return i / 27 * 3 + i % 9 / 3;
    }

    static boolean solve(int k) {
        if (k == blankCount) return true; // the first completion: stop here
        int i = blanks[k], r = i / 9, c = i % 9, b = box(i);
        int used = rowBits[r] | colBits[c] | boxBits[b];
        for (int d = 1; d <= 9; d++) { // smallest digit first
            int bit = 1 << d;
            if ((used & bit) != 0) continue;
            rowBits[r] |= bit;
            colBits[c] |= bit;
            boxBits[b] |= bit;
            board[i] = d;
            if (solve(k + 1)) return true;
            rowBits[r] &= ~bit;
            colBits[c] &= ~bit;
            boxBits[b] &= ~bit;
        }
        board[i] = 0;
        return false;
    }
}
