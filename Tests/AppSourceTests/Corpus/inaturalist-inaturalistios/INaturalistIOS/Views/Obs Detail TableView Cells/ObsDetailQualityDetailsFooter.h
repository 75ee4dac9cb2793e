//
//  ObsDetailQualityDetailsFooter.h
//  iNaturalist
//
//  Created by Alex Shepard on 1/8/16.
//  Copyright © 2016 iNaturalist. All rights reserved.
//

#import <UIKit/UIKit.h>

@interface ObsDetailQualityDetailsFooter : UITableViewHeaderFooterView
@property NSString *dataQualityDetails;
@end
