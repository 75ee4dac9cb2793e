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

#import "NSDate+MSIDExtensions.h"

@implementation NSDate (MSIDExtensions)

- (NSString *)msidToString
{
    static NSDateFormatter* s_dateFormatter = nil;
    static dispatch_once_t s_dateOnce;
    
    dispatch_once(&s_dateOnce, ^{
        s_dateFormatter = [[NSDateFormatter alloc] init];
        [s_dateFormatter setTimeZone:[NSTimeZone timeZoneWithName:@"UTC"]];
        [s_dateFormatter setDateFormat:@"yyyy-MM-dd HH:mm:ss.SSSS"];
    });
    
    return [s_dateFormatter stringFromDate:self];
}

- (NSString *)msidDateToTimestamp
{
    return [NSString stringWithFormat:@"%qu", (uint64_t)[self timeIntervalSince1970]];
}

- (NSString *)msidDateToFractionalTimestamp:(int)precision
{
    return [NSString stringWithFormat:@"%0.*f", precision, [self timeIntervalSince1970]];
}

- (BOOL)msidIsDateBetween:(NSDate *)dateBefore dateAfter:(NSDate *)dateAfter
{
    if (!dateBefore || !dateAfter) return NO;
    
    if (([self compare:dateBefore] == NSOrderedDescending) &&
        ([self compare:dateAfter] == NSOrderedAscending))
    {
        return  YES;
    }
    
    return NO;
    
}

+ (NSDate *)msidDateFromTimeStamp:(NSString *)timeStamp
{
    if (!timeStamp)
    {
        return nil;
    }
    
    return [NSDate dateWithTimeIntervalSince1970:[timeStamp doubleValue]];
}

/**
 https://developer.mozilla.org/en-US/docs/Web/HTTP/Headers/Retry-After
 There are 2 formats of Retry-Header in the HTTP header ESTS may return:
 Retry-After: Wed, 21 Oct 2015 07:28:00 GMT
 Retry-After: 120
 Either the value, we will return the date object.
 */
+ (NSDate *)msidDateFromRetryHeader:(NSString *)retryHeaderString
{
    if(!retryHeaderString)
    {
        return nil;
    }
    
    if ([retryHeaderString intValue] > 0)
    {
        NSDate *date = [[NSDate new] dateByAddingTimeInterval:[retryHeaderString intValue]];
        return date;
    }
    else
    {
        static NSDateFormatter* s_dateFormatter = nil;
        static dispatch_once_t s_dateOnce;
        
        dispatch_once(&s_dateOnce, ^{
            s_dateFormatter = [[NSDateFormatter alloc] init];
            s_dateFormatter.locale = [[NSLocale alloc] initWithLocaleIdentifier:@"en_US"];
            [s_dateFormatter setTimeZone:[NSTimeZone timeZoneWithName:@"GMT"]];
            [s_dateFormatter setDateFormat:@"yyyy-MM-dd HH:mm:ss.SSSS"];
        });
        
        return [s_dateFormatter dateFromString:retryHeaderString];
    }
}

@end
