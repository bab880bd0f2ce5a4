// BOJ 2580, a model solution in Java (this book's).
// Like bitmask: one bit per digit for every row, column and block.
// The blanks in row-major order, the digits 1 to 9:
// stop at the first completion.
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    static int[] board = new int[81];
    static int[] rowBits = new int[9], colBits = new int[9], boxBits = new int[9];
    static int[] blanks = new int[81];
    static int blankCount = 0;

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        int read = 0;
        while (read < 81) {
            StringTokenizer st = new StringTokenizer(br.readLine());
            while (st.hasMoreTokens()) {
                int i = read++;
                int d = Integer.parseInt(st.nextToken());
                board[i] = d;
                if (d == 0) {
                    blanks[blankCount++] = i;
                } else {
                    rowBits[i / 9] |= 1 << d;
                    colBits[i % 9] |= 1 << d;
                    boxBits[box(i)] |= 1 << d;
                }
            }
        }
        solve(0);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 81; i++) {
            sb.append(board[i]).append(i % 9 == 8 ? '\n' : ' ');
        }
        System.out.print(sb);
    }

    static int box(int i) {
        return i / 27 * 3 + i % 9 / 3;
    }

    static boolean solve(int k) {
        if (k == blankCount) return true;
        int i = blanks[k], r = i / 9, c = i % 9, b = box(i);
        int used = rowBits[r] | colBits[c] | boxBits[b];
        for (int d = 1; d <= 9; d++) {
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
