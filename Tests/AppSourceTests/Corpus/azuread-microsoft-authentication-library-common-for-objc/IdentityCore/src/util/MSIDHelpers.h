// Copyright (c) Microsoft Corporation.
// All rights reserved.
//
// This code is licensed under the MIT License.
//
// Permission is hereby granted, free of charge, to any person obtaining a copy
// of this software and associated documentation files(the "Software"), to deal
// in the Software without restriction, including without limitation the rights
// to use, copy, modify, merge, publish, distribute, sublicense, and / or sell
// copies of the Software, and to permit persons to whom the Software is
// furnished to do so, subject to the following conditions :
//
// The above copyright notice and this permission notice shall be included in
// all copies or substantial portions of the Software.
//
// THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
// IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
// FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
// AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
// LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
// OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN
// THE SOFTWARE.

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@interface MSIDHelpers : NSObject

/*! Returns integer value if the passed object can be converted to integer, 0 otherwise */
+ (NSInteger)msidIntegerValue:(id)value;
+ (nullable NSString *)normalizeUserId:(nullable NSString *)userId;

/*! The Apple Developer team identifiers of Microsoft first-party apps. */
+ (NSSet<NSString *> *)microsoft1PAppsTeamIDs;

/*! Returns YES if the given Apple Developer team identifier belongs to a
    Microsoft first-party app (see +microsoft1PAppsTeamIDs). */
+ (BOOL)isMicrosoftFirstPartyAppWithTeamId:(nullable NSString *)teamId;

@end

NS_ASSUME_NONNULL_END
