var StepperSources = {
  "bitmask": {
    "file": "src/variants/bitmask.rs",
    "lines": [
      [
        119,
        "    /// post: `public static boolean solve(int rc)`."
      ],
      [
        120,
        "    fn solve(&mut self, mut rc: usize) -> bool {"
      ],
      [
        122,
        "        // 넣을 위치 찾기: skip filled cells."
      ],
      [
        123,
        "        while rc < 81 && self.map[rc / 9][rc % 9] != 0 {"
      ],
      [
        124,
        "            rc += 1;"
      ],
      [
        125,
        "        }"
      ],
      [
        126,
        "        if rc >= 81 {"
      ],
      [
        127,
        "            return true;"
      ],
      [
        128,
        "        }"
      ],
      [
        129,
        "        let r = rc / 9;"
      ],
      [
        130,
        "        let c = rc % 9;"
      ],
      [
        131,
        "        for i in 1..10u8 {"
      ],
      [
        134,
        "            // 넣을 수 없는 상황이면 다음걸로"
      ],
      [
        135,
        "            if (self.rowbit[r] & 1 << i) > 0"
      ],
      [
        136,
        "                || (self.colbit[c] & 1 << i) > 0"
      ],
      [
        137,
        "                || (self.mapbit[getidx(r, c)] & 1 << i) > 0"
      ],
      [
        138,
        "            {"
      ],
      [
        139,
        "                continue;"
      ],
      [
        140,
        "            }"
      ],
      [
        144,
        "            // 넣기"
      ],
      [
        145,
        "            self.map[r][c] = i;"
      ],
      [
        146,
        "            self.rowbit[r] |= 1 << i;"
      ],
      [
        147,
        "            self.colbit[c] |= 1 << i;"
      ],
      [
        148,
        "            self.mapbit[getidx(r, c)] |= 1 << i;"
      ],
      [
        150,
        "            if self.solve(rc + 1) {"
      ],
      [
        151,
        "                return true;"
      ],
      [
        152,
        "            }"
      ],
      [
        153,
        "            // 통과 못했으면, 원위치"
      ],
      [
        154,
        "            self.map[r][c] = 0;"
      ],
      [
        155,
        "            self.rowbit[r] ^= 1 << i;"
      ],
      [
        156,
        "            self.colbit[c] ^= 1 << i;"
      ],
      [
        157,
        "            self.mapbit[getidx(r, c)] ^= 1 << i;"
      ],
      [
        160,
        "        }"
      ],
      [
        161,
        "        false // 아무것도 못넣으면 불가능"
      ],
      [
        162,
        "    }"
      ]
    ],
    "place": [
      144,
      148
    ],
    "test": [
      135,
      138
    ],
    "undo": [
      153,
      157
    ]
  },
  "check-arrays": {
    "file": "src/variants/check_arrays.rs",
    "lines": [
      [
        123,
        "    /// post: `def go(z)`. `Break` stands for `exit(0)` (or the budget"
      ],
      [
        124,
        "    /// running out)."
      ],
      [
        125,
        "    fn go(&mut self, z: usize) -> ControlFlow<()> {"
      ],
      [
        127,
        "        if z == 81 {"
      ],
      [
        128,
        "            return ControlFlow::Break(()); // post: print the board, exit(0)"
      ],
      [
        129,
        "        }"
      ],
      [
        130,
        "        let x = z / 9;"
      ],
      [
        131,
        "        let y = z % 9;"
      ],
      [
        132,
        "        if self.a[x][y] != 0 {"
      ],
      [
        133,
        "            return self.go(z + 1); // 0이 아니면 다음 칸으로"
      ],
      [
        134,
        "        }"
      ],
      [
        135,
        "        for i in 1..10 {"
      ],
      [
        136,
        "            // 1 ~ 9의 값을 넣어봄"
      ],
      [
        139,
        "            if !self.c[x][i] && !self.c2[y][i] && !self.c3[square(x, y)][i] {"
      ],
      [
        143,
        "                self.c[x][i] = true;"
      ],
      [
        144,
        "                self.c2[y][i] = true;"
      ],
      [
        145,
        "                self.c3[square(x, y)][i] = true;"
      ],
      [
        146,
        "                self.a[x][y] = i as u8; // 값을 넣고"
      ],
      [
        148,
        "                self.go(z + 1)?; // post: if (go(z+1)): return True"
      ],
      [
        149,
        "                self.a[x][y] = 0; // 빈칸으로 바꾸고"
      ],
      [
        150,
        "                self.c[x][i] = false;"
      ],
      [
        151,
        "                self.c2[y][i] = false;"
      ],
      [
        152,
        "                self.c3[square(x, y)][i] = false;"
      ],
      [
        155,
        "            }"
      ],
      [
        156,
        "        }"
      ],
      [
        157,
        "        ControlFlow::Continue(()) // post: return False"
      ],
      [
        158,
        "    }"
      ]
    ],
    "place": [
      143,
      146
    ],
    "test": [
      139,
      139
    ],
    "undo": [
      149,
      152
    ]
  },
  "empty-list": {
    "file": "src/variants/empty_list.rs",
    "lines": [
      [
        113,
        "    /// post: `static boolean sudoku(int count)`."
      ],
      [
        114,
        "    fn sudoku(&mut self, count: usize) -> bool {"
      ],
      [
        116,
        "        if count == self.empty_spots.len() {"
      ],
      [
        117,
        "            return true; // 종료조건: every blank is filled"
      ],
      [
        118,
        "        }"
      ],
      [
        119,
        "        let [n, m] = self.empty_spots[count]; // 다음 빈칸의 위치"
      ],
      [
        120,
        "        for i in 1..10 {"
      ],
      [
        124,
        "            if is_promising(&self.matrix, n, m, i) {"
      ],
      [
        128,
        "                self.matrix[n][m] = i;"
      ],
      [
        130,
        "                if self.sudoku(count + 1) {"
      ],
      [
        131,
        "                    return true;"
      ],
      [
        132,
        "                } else {"
      ],
      [
        133,
        "                    self.matrix[n][m] = 0; // 해당 칸 초기화"
      ],
      [
        136,
        "                }"
      ],
      [
        137,
        "            }"
      ],
      [
        138,
        "        }"
      ],
      [
        139,
        "        false"
      ],
      [
        140,
        "    }"
      ]
    ],
    "place": [
      128,
      128
    ],
    "test": [
      124,
      124
    ],
    "undo": [
      133,
      133
    ]
  },
  "full-scan": {
    "file": "src/variants/full_scan.rs",
    "lines": [
      [
        109,
        "    /// post: `dfs(int row, int col)`. `Break` stands for `System.exit(0)`"
      ],
      [
        110,
        "    /// (or the budget running out)."
      ],
      [
        111,
        "    fn dfs(&mut self, row: usize, col: usize) -> ControlFlow<()> {"
      ],
      [
        113,
        "        // 한 줄이 다 체크되면 다음 줄로 이동: end of a row, go to the next."
      ],
      [
        114,
        "        if col == 9 {"
      ],
      [
        115,
        "            return self.dfs(row + 1, 0);"
      ],
      [
        116,
        "        }"
      ],
      [
        117,
        "        // 모든 줄이 다 체크됐으면 출력: every row done, the board is solved."
      ],
      [
        118,
        "        if row == 9 {"
      ],
      [
        119,
        "            return ControlFlow::Break(()); // post: println(sb); System.exit(0);"
      ],
      [
        120,
        "        }"
      ],
      [
        121,
        "        // 빈 칸이면 1부터 9까지: a blank, try 1..9."
      ],
      [
        122,
        "        if self.arr[row][col] == 0 {"
      ],
      [
        123,
        "            for i in 1..10 {"
      ],
      [
        127,
        "                if self.possibility(row, col, i) {"
      ],
      [
        131,
        "                    self.arr[row][col] = i;"
      ],
      [
        133,
        "                    self.dfs(row, col + 1)?;"
      ],
      [
        134,
        "                    // The post leaves `i` in the cell here; the next digit"
      ],
      [
        135,
        "                    // overwrites it, or the line after the loop clears it."
      ],
      [
        138,
        "                }"
      ],
      [
        139,
        "            }"
      ],
      [
        140,
        "            self.arr[row][col] = 0;"
      ],
      [
        141,
        "            return ControlFlow::Continue(());"
      ],
      [
        142,
        "        }"
      ],
      [
        143,
        "        // 0이 아니면 다음 칸: a given, go to the next cell."
      ],
      [
        144,
        "        self.dfs(row, col + 1)"
      ],
      [
        145,
        "    }"
      ]
    ],
    "place": [
      131,
      131
    ],
    "test": [
      127,
      127
    ],
    "undo": [
      134,
      135
    ]
  },
  "hole-array": {
    "file": "src/variants/hole_array.rs",
    "lines": [
      [
        143,
        "    /// post: `void fillBoard(int idx)`."
      ],
      [
        144,
        "    fn fill_board(&mut self, idx: usize) {"
      ],
      [
        146,
        "        // 기저 사례: 빈칸이 모두 채워진 경우"
      ],
      [
        147,
        "        if idx == self.h_idx {"
      ],
      [
        148,
        "            self.finish_flag = true;"
      ],
      [
        149,
        "            return;"
      ],
      [
        150,
        "        }"
      ],
      [
        151,
        "        let nowy = self.hole[idx].0 as usize;"
      ],
      [
        152,
        "        let nowx = self.hole[idx].1 as usize;"
      ],
      [
        153,
        "        for i in 1..10 {"
      ],
      [
        154,
        "            // 행, 열, 박스 모두 없는 숫자인 경우 빈칸에 추가한다."
      ],
      [
        155,
        "            // post: `!checkRow[nowy][i] && !checkCol[nowx][i] && !checkSeq[…][i]`;"
      ],
      [
        156,
        "            // `&` for `&&`: see the module doc."
      ],
      [
        159,
        "            if !self.check_row[nowy][i] & !self.check_col[nowx][i] & !self.check_seq[cell(nowy, nowx)][i] {"
      ],
      [
        164,
        "                self.check_row[nowy][i] = true;"
      ],
      [
        165,
        "                self.check_col[nowx][i] = true;"
      ],
      [
        166,
        "                self.check_seq[cell(nowy, nowx)][i] = true;"
      ],
      [
        167,
        "                self.board[nowy][nowx] = i as u8;"
      ],
      [
        169,
        "                self.fill_board(idx + 1);"
      ],
      [
        170,
        "                // 모두 찾았다면 함수를 나간다."
      ],
      [
        171,
        "                if self.finish_flag {"
      ],
      [
        172,
        "                    return;"
      ],
      [
        173,
        "                }"
      ],
      [
        174,
        "                // 아닌 경우 다시 빈칸으로 만든다."
      ],
      [
        175,
        "                self.board[nowy][nowx] = 0;"
      ],
      [
        176,
        "                self.check_row[nowy][i] = false;"
      ],
      [
        177,
        "                self.check_col[nowx][i] = false;"
      ],
      [
        178,
        "                self.check_seq[cell(nowy, nowx)][i] = false;"
      ],
      [
        181,
        "            }"
      ],
      [
        182,
        "        }"
      ],
      [
        183,
        "    }"
      ]
    ],
    "place": [
      164,
      167
    ],
    "test": [
      159,
      159
    ],
    "undo": [
      174,
      178
    ]
  }
};
